import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm, useWatch } from 'react-hook-form';
import { resetPasswordSchema } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import { FormTextField } from '../../components/form-text-field.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { useRequestPasswordReset, type ResetRequestData } from './api/request-password-reset.js';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onSent: (message: string) => void;
  /** The e-mail already typed in the login form, offered again here. */
  initialEmail?: string;
}

export function ForgotPasswordDialog({ open, onClose, onSent, initialEmail = '' }: ForgotPasswordDialogProps) {
  const { status, showError, clear } = useStatus();
  const request = useRequestPasswordReset();
  const { control, handleSubmit, reset } = useForm<ResetRequestData>({
    resolver: zodResolver(resetPasswordSchema),
    // Conferma stays disabled while the field is empty, so leaving it empty is no mistake to
    // point out: the address is checked when sent, then again as it is corrected.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });

  // Each opening starts from what the login form holds.
  useEffect(() => {
    if (open) reset({ email: initialEmail });
  }, [open, initialEmail, reset]);

  const close = () => {
    clear();
    reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    clear();
    request.mutate(values, {
      onSuccess: () => {
        reset();
        onSent(MSG.resetRequested);
      },
      onError: showError,
    });
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Password dimenticata?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Inserisci l&apos;email del tuo account: ti invieremo un link per scegliere una nuova password.
          </DialogContentText>
          <StatusAlert status={status} onClose={clear} />
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            Annulla
          </Button>
          <Button type="submit" variant="contained" disabled={email.trim() === '' || request.isPending}>
            Conferma
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

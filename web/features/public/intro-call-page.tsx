import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { FormCard } from '../../components/form-card.js';
import { errorMessage } from '../../lib/api.js';
import { useCancelIntroCall, useIntroCall } from './api/intro-call.js';
import { useLinkParams } from '../../lib/use-link-params.js';

/**
 * /appuntamento?id&token: the signed link of a visitor's confirmation e-mail. A visitor has no
 * account, so this is where they see their intro call, cancel it, and choose another time.
 */
export function IntroCallPage() {
  const { id, token, linkComplete } = useLinkParams();
  const call = useIntroCall(id, token);
  const cancel = useCancelIntroCall(id, token);
  const [asking, setAsking] = useState(false);
  const appuntamento = call.data?.appuntamento;

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSettled: () => setAsking(false),
    });

  return (
    <FormCard title="La tua videochiamata conoscitiva">
      <title>La tua videochiamata · Studio</title>
      {linkComplete && call.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <span>Stiamo cercando il tuo appuntamento…</span>
        </Stack>
      ) : !appuntamento ? (
        <Stack spacing={3}>
          <Alert severity="error" variant="outlined">
            {linkComplete ? errorMessage(call.error) : PUBLIC_MSG.introCallLinkInvalid}
          </Alert>
          <Button component={RouterLink} to="/?agenda" variant="contained" size="large">
            Prenota una videochiamata
          </Button>
        </Stack>
      ) : (
        <Stack spacing={3}>
          {cancel.isSuccess ? (
            <Alert severity="success" variant="outlined" role="status">
              {cancel.data.message ?? PUBLIC_MSG.introCallCancelled}
            </Alert>
          ) : cancel.isError ? (
            <Alert severity="error" variant="outlined">
              {errorMessage(cancel.error)}
            </Alert>
          ) : null}
          <Typography>
            {appuntamento.stato === 'attivo'
              ? `Ciao ${appuntamento.nome}, la tua videochiamata con il team di Studio è fissata per ${appuntamento.quando} (ora italiana).`
              : appuntamento.stato === 'annullato'
                ? `La videochiamata di ${appuntamento.quando} è stata annullata.`
                : `La videochiamata di ${appuntamento.quando} è già iniziata o passata: non si può più annullare.`}
          </Typography>
          {appuntamento.stato === 'attivo' ? (
            <>
              <Typography color="text.secondary">
                Se non puoi più partecipare, annullala: l’orario tornerà libero e potrai sceglierne un altro. Per spostarla,
                annulla questa e prenota il nuovo orario dall’agenda.
              </Typography>
              <Button variant="contained" color="error" size="large" onClick={() => setAsking(true)}>
                Annulla l’appuntamento
              </Button>
            </>
          ) : (
            <Button component={RouterLink} to="/?agenda" variant="contained" size="large">
              Scegli un altro orario
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asking}
        title="Annullare la videochiamata?"
        confirmLabel="Annulla l’appuntamento"
        danger
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setAsking(false)}
      >
        {appuntamento ? `La videochiamata di ${appuntamento.quando} verrà annullata e il team di Studio riceverà un avviso.` : ''}
      </ConfirmDialog>
    </FormCard>
  );
}

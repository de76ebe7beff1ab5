import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface FormDialogActionsProps {
  submitLabel: string;
  pending: boolean;
  /** The form still lacks something the user can see is required: submitting waits for it. */
  incomplete?: boolean;
  onCancel: () => void;
}

/** 'Annulla' and the submit button of a dialog that is a form; both wait while the request runs. */
export function FormDialogActions({ submitLabel, pending, incomplete = false, onCancel }: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} color="inherit" disabled={pending}>
        Annulla
      </Button>
      {/* While the request runs the button shows a spinner, not only a grey label. */}
      <Button type="submit" variant="contained" disabled={incomplete} loading={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

import Typography from '@mui/material/Typography';
import { InfoDialog } from '../../components/info-dialog.js';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

export function IdDocumentDialog({ open, onClose }: DialogProps) {
  return (
    <InfoDialog open={open} onClose={onClose} title="Perché chiediamo un documento d'identità">
      <Typography sx={{ mb: 2 }}>
        Su Studio i clienti affidano ai professionisti appuntamenti, conversazioni e documenti personali. Per tutelarli
        verifichiamo che ogni professionista sia davvero chi dichiara di essere.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Carica una foto o una scansione leggibile di un documento valido (carta d&apos;identità, passaporto o patente), fronte e
        retro se possibile. Sono accettati i formati JPEG, PNG, GIF, PDF ed EPS, fino a 10 MB.
      </Typography>
      <Typography>
        Il documento viene conservato in modo riservato su server in Italia, è visibile solo al nostro staff e non viene mai
        mostrato ai tuoi clienti. Trovi tutti i dettagli nell&apos;informativa privacy.
      </Typography>
    </InfoDialog>
  );
}

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
        Carica un solo file con una foto o una scansione leggibile di un documento valido (carta d&apos;identità, passaporto o
        patente). Se il documento ha due facciate, mettile nello stesso file: un PDF con fronte e retro, oppure un&apos;unica foto
        con le due facciate affiancate. Sono accettati i formati JPEG, PNG, GIF, PDF ed EPS, fino a 10 MB.
      </Typography>
      <Typography>
        Il documento viene conservato in modo riservato su server in Italia, è visibile solo al nostro staff e non viene mai
        mostrato ai tuoi clienti. Trovi tutti i dettagli nell&apos;informativa privacy.
      </Typography>
    </InfoDialog>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InfoDialog } from '../../components/info-dialog.js';
import { clientTutorial, operatorTutorial } from './tutorial-content.js';

interface TutorialDialogProps {
  open: boolean;
  operator: boolean;
  onClose: () => void;
}

export function TutorialDialog({ open, operator, onClose }: TutorialDialogProps) {
  const steps = operator ? operatorTutorial : clientTutorial;
  return (
    <InfoDialog open={open} onClose={onClose} title={operator ? 'Guida per i professionisti' : 'Guida per i clienti'}>
      <Stack component="ol" spacing={2.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {steps.map((step, index) => (
          <Stack component="li" key={step.title} direction="row" spacing={2}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 30,
                height: 30,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{step.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </InfoDialog>
  );
}

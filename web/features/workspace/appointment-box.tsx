import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/EventOutlined';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';

/** The next appointment between the two, or that there is none. */
export function AppointmentBox({ appuntamento }: { appuntamento: string }) {
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.75,
        mb: 3,
        borderRadius: 2,
        border: 1,
        borderColor: appuntamento ? alpha(theme.palette.primary.main, 0.4) : 'divider',
        bgcolor: appuntamento ? alpha(theme.palette.primary.main, 0.08) : 'action.hover',
      })}
    >
      <EventIcon sx={{ color: appuntamento ? 'primary.main' : 'text.secondary' }} />
      <Typography variant="body2" color={appuntamento ? 'text.primary' : 'text.secondary'}>
        {appuntamento ? (
          <>
            Prossimo appuntamento: <strong>{appuntamento}</strong>
          </>
        ) : (
          WORKSPACE_MSG.noAppointment
        )}
      </Typography>
    </Box>
  );
}

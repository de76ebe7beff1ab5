import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

/** A centered day between the messages (tipo 2), e.g. '23 novembre 2026'. */
export function DayDivider({ text }: { text: string }) {
  return (
    <Divider role="separator" sx={{ my: 2, '&::before, &::after': { borderColor: 'divider' } }}>
      <Typography
        variant="caption"
        sx={{ px: 1.25, py: 0.25, borderRadius: 999, bgcolor: 'action.hover', color: 'text.secondary', fontWeight: 600 }}
      >
        {text}
      </Typography>
    </Divider>
  );
}

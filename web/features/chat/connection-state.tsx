import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A small dot: live updates are on, or the socket is (re)connecting. */
export function ConnectionState({ connected }: { connected: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, flexShrink: 0 }}>
      <Box
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: connected ? 'success.main' : 'text.disabled',
          boxShadow: connected ? '0 0 0 3px rgba(102, 187, 106, 0.18)' : 'none',
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {connected ? 'In tempo reale' : 'Connessione…'}
      </Typography>
    </Stack>
  );
}

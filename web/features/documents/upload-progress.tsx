import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface UploadProgressProps {
  fileName: string;
  /** 0 to 100. */
  percent: number;
}

export function UploadProgress({ fileName, percent }: UploadProgressProps) {
  return (
    <Box sx={{ mb: 2, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          Caricamento di <strong>{fileName}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent}%
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={`Caricamento di ${fileName}`} />
    </Box>
  );
}

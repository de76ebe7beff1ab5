import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ID_IMAGE_ACCEPT } from './id-image.js';

interface IdImageFieldProps {
  file: File | null;
  error: string | null;
  showError: boolean;
  onChange: (file: File | null) => void;
}

export function IdImageField({ file, error, showError, onChange }: IdImageFieldProps) {
  const message = file && !error ? file.name : error;
  const color = error && (showError || file) ? 'error' : 'text.secondary';

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ flexShrink: 0 }}>
        Carica documento d&apos;identità
        <input
          hidden
          type="file"
          name="image"
          accept={ID_IMAGE_ACCEPT}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      <Typography
        variant="body2"
        color={color}
        data-testid="id-image-status"
        role={error && showError ? 'alert' : undefined}
        sx={{ wordBreak: 'break-all' }}
      >
        {message}
      </Typography>
    </Stack>
  );
}

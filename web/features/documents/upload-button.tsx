import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';

interface UploadButtonProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

export function UploadButton({ disabled, onFile }: UploadButtonProps) {
  return (
    <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={disabled} sx={{ flexShrink: 0 }}>
      Carica documento
      <input
        hidden
        type="file"
        name="doc"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}

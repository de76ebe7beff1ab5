import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';

interface CopyableValueProps {
  label: string;
  value: string;
  /** Keep it on one line where there is room (an IBAN reads badly when broken). */
  noWrap?: boolean;
}

/** A value to type into the bank's form (IBAN, reference line), with a copy button. */
export function CopyableValue({ label, value, noWrap }: CopyableValueProps) {
  const [copied, setCopied] = useState(false);

  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Box sx={{ minWidth: 0, flexShrink: noWrap ? 0 : 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography
          sx={{
            fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
            overflowWrap: 'anywhere',
            whiteSpace: noWrap ? { md: 'nowrap' } : undefined,
          }}
        >
          {value}
        </Typography>
        <Tooltip title={copied ? 'Copiato' : 'Copia'} onClose={() => setCopied(false)}>
          <IconButton aria-label={`Copia ${label}`} size="small" onClick={copy}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}

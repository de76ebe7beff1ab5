import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ChatMessage } from '../../../common/workspace.js';

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  /** Who wrote it, for screen readers. */
  author: string;
}

/** Plain text only: the text is a React child, never HTML; newlines stay (pre-wrap). */
export function MessageBubble({ message, own, author }: MessageBubbleProps) {
  return (
    <Box
      role="article"
      aria-label={`${author}, ore ${message.ora}`}
      data-own={own}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', mb: 1.25 }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '85%', sm: '75%' },
          px: 1.75,
          py: 1,
          borderRadius: '16px',
          [own ? 'borderBottomRightRadius' : 'borderBottomLeftRadius']: '4px',
          bgcolor: own ? alpha(theme.palette.primary.main, 0.16) : alpha(theme.palette.common.white, 0.06),
          border: 1,
          borderColor: own ? alpha(theme.palette.primary.main, 0.38) : 'divider',
        })}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 }}>
          {message.testo}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, px: 0.75, fontVariantNumeric: 'tabular-nums' }}>
        {message.ora}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface LongTextProps {
  text: string;
  /** Lines shown before the text is cut with '…'; the whole text stays in the tooltip. */
  lines?: number;
  /** The widest the text may make its column on wide screens. */
  maxWidth?: number | string;
  sx?: SxProps<Theme>;
}

/**
 * A user-given value (a name, a company, an e-mail) in a table cell or a card: it breaks
 * anywhere, never widens its column past `maxWidth`, and is cut after `lines` lines, so one
 * value of the longest length the server accepts cannot push the other columns off-screen.
 * The whole value is in `title` and is read in full by screen readers.
 */
export function LongText({ text, lines = 2, maxWidth = 280, sx }: LongTextProps) {
  return (
    <Box
      component="span"
      title={text}
      sx={[
        {
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          maxWidth,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </Box>
  );
}

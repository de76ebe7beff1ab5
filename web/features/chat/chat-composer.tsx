import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import SendIcon from '@mui/icons-material/SendRounded';
import { LIMITS } from '../../../common/constants.js';

interface ChatComposerProps {
  sending: boolean;
  /** Resolves true when the text was sent, so the box can be emptied. */
  onSend: (testo: string) => Promise<boolean>;
}

/** Enter sends, Shift+Enter starts a new line; nothing to send, nothing to click. */
export function ChatComposer({ sending, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const empty = text.trim() === '';

  const send = async () => {
    if (empty || sending) return;
    if (await onSend(text)) setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
      <OutlinedInput
        multiline
        maxRows={5}
        fullWidth
        size="small"
        placeholder="Scrivi un messaggio…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        inputProps={{ 'aria-label': 'Messaggio', maxLength: LIMITS.chatMessage }}
        sx={{ borderRadius: '20px', py: 1.1, px: 2, bgcolor: 'background.default' }}
      />
      <IconButton
        type="submit"
        aria-label="Invia"
        disabled={empty || sending}
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.light' },
          '&.Mui-disabled': { bgcolor: 'action.disabledBackground', color: 'action.disabled' },
        }}
      >
        <SendIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

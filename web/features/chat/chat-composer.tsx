import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/SendRounded';
import { LIMITS } from '../../../common/constants.js';

interface ChatComposerProps {
  sending: boolean;
  /** Resolves true when the text was sent, so the box can be emptied. */
  onSend: (testo: string) => Promise<boolean>;
}

/** The message box's id, for the pages that send the user to the chat. */
export const CHAT_INPUT_ID = 'chat-messaggio';

/** From here on the box counts the characters left. */
const COUNT_FROM = LIMITS.chatMessage - 500;
const count = new Intl.NumberFormat('it-IT');

/**
 * Enter sends, Shift+Enter starts a new line; nothing to send, nothing to click. Near the
 * limit the box counts, and at the limit it says so: nothing is cut silently.
 */
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

  const length = text.length;
  const full = length >= LIMITS.chatMessage;

  return (
    <Box component="form" onSubmit={onSubmit}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <OutlinedInput
          multiline
          maxRows={5}
          fullWidth
          size="small"
          placeholder="Scrivi un messaggio…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          id={CHAT_INPUT_ID}
          inputProps={{ 'aria-label': 'Messaggio', maxLength: LIMITS.chatMessage, 'aria-describedby': 'chat-limit' }}
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
      <Typography
        id="chat-limit"
        variant="caption"
        role="status"
        color={full ? 'warning.main' : 'text.secondary'}
        sx={{ display: 'block', px: 2, pt: length >= COUNT_FROM ? 0.5 : 0 }}
      >
        {full
          ? `Hai raggiunto il limite di ${count.format(LIMITS.chatMessage)} caratteri: il testo in più non è stato inserito. Invia questo messaggio e continua in uno nuovo.`
          : length >= COUNT_FROM
            ? `${count.format(length)} / ${count.format(LIMITS.chatMessage)} caratteri`
            : ''}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { MESSAGE_TIPO, type ChatMessage } from '../../../common/workspace.js';
import { chatKeyOf } from './chat-items.js';
import { DayDivider } from './day-divider.js';
import { MessageBubble } from './message-bubble.js';
import { useChatScroll } from './use-chat-scroll.js';

interface MessageListProps {
  messages: ChatMessage[];
  ownTipo: number;
  otherName: string;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

export function MessageList({ messages, ownTipo, otherName, loading, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const { ref, onScroll } = useChatScroll(messages, { ownTipo, hasOlder, loadingOlder, onLoadOlder });

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
      <Box
        ref={ref}
        onScroll={onScroll}
        role="log"
        aria-label="Messaggi"
        aria-busy={loading || loadingOlder}
        tabIndex={0}
        sx={{ height: '100%', overflowY: 'auto', overflowAnchor: 'none', px: { xs: 1.5, sm: 2.5 }, py: 2, outline: 'none' }}
      >
        {!loading && !hasOlder && messages.length > 0 && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'center', mb: 1 }}>
            Inizio della conversazione
          </Typography>
        )}
        {messages.map((message) =>
          message.tipo === MESSAGE_TIPO.divider ? (
            <DayDivider key={chatKeyOf(message)} text={message.testo} />
          ) : (
            <MessageBubble
              key={chatKeyOf(message)}
              message={message}
              own={message.tipo === ownTipo}
              author={message.tipo === ownTipo ? 'Tu' : otherName}
            />
          ),
        )}
        {!loading && messages.length === 0 && (
          <Stack
            sx={{
              height: '100%',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1.5,
              color: 'text.secondary',
              textAlign: 'center',
            }}
          >
            <ForumOutlinedIcon sx={{ fontSize: 44, color: 'primary.main', opacity: 0.8 }} />
            <Typography>{WORKSPACE_MSG.chatEmpty}</Typography>
          </Stack>
        )}
      </Box>
      {(loading || loadingOlder) && (
        <Box
          sx={{
            position: 'absolute',
            top: 12,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <CircularProgress size={24} aria-label="Caricamento dei messaggi" />
        </Box>
      )}
    </Box>
  );
}

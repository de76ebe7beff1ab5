import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import type { Role } from '../../lib/role.js';
import { useSendMessage } from './api/send-message.js';
import { ChatComposer } from './chat-composer.js';
import { ConnectionState } from './connection-state.js';
import { ownTipoOf } from './chat-viewer.js';
import { MessageList } from './message-list.js';
import { useChat } from './use-chat.js';

interface ChatPanelProps {
  viewer: Role;
  otherId: number;
  otherName: string;
}

/** The conversation with the other party: it fills the height its parent gives it. */
export function ChatPanel({ viewer, otherId, otherName }: ChatPanelProps) {
  const { history, messages, connected, addLive } = useChat(viewer, otherId);
  const send = useSendMessage();
  const { status, showError, clear } = useStatus();

  const onSend = async (testo: string) => {
    clear();
    try {
      addLive([await send.mutateAsync({ id: otherId, testo })]);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  return (
    <Card component="section" aria-label="Chat" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, sm: 4 },
          py: { xs: 2, sm: 2.5 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5">
            Chat
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            con {otherName}
          </Typography>
        </Box>
        <ConnectionState connected={connected} />
      </Stack>
      <MessageList
        messages={history.isSuccess ? messages : []}
        ownTipo={ownTipoOf(viewer)}
        otherName={otherName}
        loading={history.isPending}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
      />
      <Box sx={{ px: { xs: 1.5, sm: 2.5 }, pt: 1.5, pb: 2, borderTop: 1, borderColor: 'divider' }}>
        {history.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(history.error) }} />}
        <StatusAlert status={status} onClose={clear} />
        <ChatComposer sending={send.isPending} onSend={onSend} />
      </Box>
    </Card>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage } from '../../../common/workspace.js';
import { useChatHistory } from './api/get-chat-history.js';
import { catchUpMessages, listMessages } from './api/list-messages.js';
import { lastIndexOf, mergeChat } from './chat-items.js';
import type { Role } from '../../lib/role.js';
import { useChatSocket } from './use-chat-socket.js';
import { useMarkRead } from './use-mark-read.js';

/**
 * One conversation: the fetched batches, plus what arrived live (socket, own sends, catch-up
 * after a reconnection), merged by index.
 */
export function useChat(viewer: Role, otherId: number) {
  const history = useChatHistory(otherId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const loaded = history.isSuccess;

  const fetched = useMemo(() => [...(history.data?.pages ?? [])].reverse().flat(), [history.data]);
  const messages = useMemo(() => mergeChat(fetched, live), [fetched, live]);

  const lastIndex = useRef(0);
  useEffect(() => {
    lastIndex.current = lastIndexOf(messages);
  }, [messages]);

  const addLive = useCallback((incoming: ChatMessage[]) => {
    if (incoming.length > 0) setLive((current) => [...current, ...incoming]);
  }, []);

  const catchingUp = useRef(false);
  const catchUpWanted = useRef(false);
  const catchUp = useCallback(() => {
    if (catchingUp.current) return;
    catchingUp.current = true;
    catchUpMessages(lastIndex.current, (after) => listMessages(otherId, { after }), addLive)
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        catchingUp.current = false;
      });
  }, [otherId, addLive]);

  const connected = useChatSocket(viewer, otherId, {
    onMessage: (message) => addLive([message]),
    onConnect: () => {
      if (loaded) catchUp();
      else catchUpWanted.current = true;
    },
  });

  // The socket may have joined after the first batch was read: catch up once it is there.
  useEffect(() => {
    if (loaded && catchUpWanted.current) {
      catchUpWanted.current = false;
      catchUp();
    }
  }, [loaded, catchUp]);

  useMarkRead(viewer, otherId, messages, loaded);

  return { history, messages, connected, addLive };
}

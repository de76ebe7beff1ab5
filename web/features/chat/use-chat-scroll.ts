import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../../../common/workspace.js';
import { chatKeyOf } from './chat-items.js';

interface ChatScrollOptions {
  ownTipo: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

const NEAR_EDGE_PX = 64;

/**
 * The scroll of the message list: it opens at the bottom, follows new messages when the
 * reader is at the bottom (or wrote them), keeps its place when older ones are prepended,
 * and asks for older ones at the top.
 */
export function useChatScroll(messages: ChatMessage[], { ownTipo, hasOlder, loadingOlder, onLoadOlder }: ChatScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useRef({ scrollTop: 0, scrollHeight: 0, clientHeight: 0, first: '', last: '' });

  const remember = useCallback((first = seen.current.first, last = seen.current.last) => {
    const box = ref.current;
    if (box)
      seen.current = { scrollTop: box.scrollTop, scrollHeight: box.scrollHeight, clientHeight: box.clientHeight, first, last };
  }, []);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const before = seen.current;
    const first = messages.length > 0 ? chatKeyOf(messages[0]) : '';
    const last = messages.length > 0 ? chatKeyOf(messages[messages.length - 1]) : '';
    if (!before.last) {
      box.scrollTop = box.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      box.scrollTop = before.scrollTop + box.scrollHeight - before.scrollHeight;
    } else if (last !== before.last) {
      const atBottom = before.scrollHeight - before.scrollTop - before.clientHeight < NEAR_EDGE_PX;
      if (atBottom || messages[messages.length - 1].tipo === ownTipo) box.scrollTop = box.scrollHeight;
    }
    remember(first, last);
  }, [messages, ownTipo, remember]);

  // A short conversation shows no scrollbar, so no scroll could ever ask for older messages.
  useEffect(() => {
    const box = ref.current;
    if (box && hasOlder && !loadingOlder && box.scrollHeight <= box.clientHeight) onLoadOlder();
  }, [messages, hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = useCallback(() => {
    remember();
    const box = ref.current;
    if (box && box.scrollTop < NEAR_EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  }, [remember, hasOlder, loadingOlder, onLoadOlder]);

  return { ref, onScroll };
}

import { useEffect } from 'react';
import { MESSAGE_TIPO, type ChatMessage } from '../../../common/workspace.js';
import type { Role } from '../../lib/role.js';
import { markRead } from './api/mark-read.js';

/**
 * The conversation on screen is read: when it opens, when a message from the other party
 * arrives while the tab is in view, and when the tab comes back into view. A failure only
 * leaves the count as it was.
 */
export function useMarkRead(viewer: Role, otherId: number, messages: ChatMessage[], loaded: boolean) {
  const fromOther = viewer === 'op' ? MESSAGE_TIPO.client : MESSAGE_TIPO.operator;
  const newestFromOther = messages.reduce((newest, m) => (m.tipo === fromOther && m.index > newest ? m.index : newest), 0);

  useEffect(() => {
    if (!loaded || newestFromOther === 0) return;
    const read = () => {
      if (document.visibilityState === 'visible') markRead(otherId).catch((error: unknown) => console.error(error));
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [otherId, loaded, newestFromOther]);
}

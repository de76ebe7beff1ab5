import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '../../../../common/live.js';
import { onReturnAfterAWhile, openLiveSocket } from '../../../lib/live-socket.js';
import { queryKeys } from '../../../lib/query-keys.js';

/**
 * While the public agenda is open, a live socket without a session hears when it changes
 * (a booking, a slot closed) and the agenda is refetched; so after a reconnection and after
 * the tab's return from a long absence.
 */
export function usePublicAgendaLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.publicAgenda.all });
    const { socket, close } = openLiveSocket(undefined);
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    socket.on(LIVE_EVENTS.publicAgendaChanged, refresh);
    const stopWatching = onReturnAfterAWhile(refresh);
    return () => {
      stopWatching();
      close();
    };
  }, [queryClient]);
}

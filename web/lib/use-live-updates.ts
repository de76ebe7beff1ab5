import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AgendaChanged, LinkEvent } from '../../common/live.js';
import { LIVE_EVENTS } from '../../common/live-events.js';
import { SOCKET_EVENTS } from '../../common/socket.js';
import { onReturnAfterAWhile, openLiveSocket } from './live-socket.js';
import { queryKeys } from './query-keys.js';
import { clearToken, useToken } from './session.js';
import { useMe } from './use-me.js';

/**
 * Every query but the chat's (its own socket keeps it current and catches up by itself):
 * after a reconnection or a long absence, whatever is on screen is refetched.
 */
const refreshVisible = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'chat', refetchType: 'active' });

/**
 * The app-wide live socket of a signed-in tab, mounted once at the app shell: each event
 * invalidates exactly the queries that show what changed (keys from `query-keys.ts`), so
 * the screens on display refetch and the others do when they open. A reconnection, or the
 * tab's return to the foreground after a while, refreshes what is on screen.
 */
export function useLiveUpdates() {
  const token = useToken();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const meRef = useRef(me);
  useEffect(() => {
    meRef.current = me;
  });
  const userId = me?.id;

  useEffect(() => {
    if (!token || userId === undefined) return;
    const { socket, close } = openLiveSocket(token);
    const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    const otherOf = (pair: LinkEvent) => (meRef.current?.op ? pair.clientId : pair.operatorId);

    let connectedBefore = false;
    socket.on('connect', () => {
      // Events sent while this tab was disconnected are lost: catch up on what is on screen.
      if (connectedBefore) void refreshVisible(queryClient);
      connectedBefore = true;
    });
    socket.on(LIVE_EVENTS.agendaChanged, ({ operatorId, clientIds }: AgendaChanged) => {
      if (operatorId === userId) {
        invalidate(queryKeys.agenda.all);
        // The professional's view of each client concerned: the record's next appointment.
        for (const clientId of clientIds) invalidate(queryKeys.link.record(clientId));
        return;
      }
      invalidate(queryKeys.link.agenda(operatorId));
      if (clientIds.includes(userId)) {
        invalidate(queryKeys.link.record(operatorId));
        invalidate(queryKeys.myAppointments);
      }
    });
    socket.on(LIVE_EVENTS.linkChanged, (pair: LinkEvent) => {
      if (meRef.current?.op) {
        invalidate(queryKeys.clients.all);
        invalidate(queryKeys.agenda.all);
      } else {
        invalidate(queryKeys.myProfessionals.all);
        invalidate(queryKeys.professionalSearch.all);
      }
      invalidate(queryKeys.link.all(otherOf(pair)));
    });
    socket.on(LIVE_EVENTS.documentsChanged, (pair: LinkEvent) => invalidate(queryKeys.link.documents(otherOf(pair))));
    socket.on(LIVE_EVENTS.noteChanged, (pair: LinkEvent) => invalidate(queryKeys.link.record(pair.clientId)));
    socket.on(LIVE_EVENTS.subscriptionChanged, () => {
      invalidate(queryKeys.me);
      invalidate(queryKeys.subscription);
      invalidate(queryKeys.payments.all);
    });
    socket.on(LIVE_EVENTS.unreadChanged, () => invalidate(queryKeys.unread));
    socket.on(SOCKET_EVENTS.invalidJwt, () => {
      close();
      clearToken();
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
    const stopWatching = onReturnAfterAWhile(() => void refreshVisible(queryClient));
    return () => {
      stopWatching();
      close();
    };
  }, [token, userId, queryClient, navigate]);
}

import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { io } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH, type ChatMessage, type NewMessageEvent } from '../../../common/workspace.js';
import { clearToken, useToken } from '../../lib/session.js';
import type { Role } from '../../lib/role.js';

interface ChatSocketHandlers {
  onMessage: (message: ChatMessage) => void;
  /** Every (re)connection: the caller catches up on what it may have missed. */
  onConnect: () => void;
}

/** The live side of one conversation; returns whether the socket is connected. */
export function useChatSocket(viewer: Role, otherId: number, handlers: ChatSocketHandlers): boolean {
  const token = useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);

  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!token) return;
    const socket = io(window.location.origin, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      // The token in the auth payload, not the URL, which logs and proxies keep; the server also takes §7's query.
      auth: { token },
      query: { id: String(otherId) },
    });
    const ours = (event: NewMessageEvent) => (viewer === 'op' ? event.clientId : event.operatorId) === otherId;

    socket.on('connect', () => {
      setConnected(true);
      latest.current.onConnect();
    });
    let retry: ReturnType<typeof setTimeout> | undefined;
    socket.on('disconnect', (reason) => {
      setConnected(false);
      // A server closing this socket itself (shutting down for a deploy) is a disconnect
      // Socket.IO never retries: try again, reaching the next instance or this one restarted.
      if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), 1000);
    });
    socket.on(SOCKET_EVENTS.newMessage, (event: NewMessageEvent) => {
      if (ours(event)) latest.current.onMessage(event.message);
    });
    socket.on(SOCKET_EVENTS.invalidJwt, () => {
      socket.disconnect();
      clearToken();
      queryClient.clear();
      void navigate('/login', { replace: true });
    });
    socket.on(SOCKET_EVENTS.linkRefused, () => {
      socket.disconnect();
      void navigate(viewer === 'op' ? '/op' : '/user', { replace: true });
    });
    return () => {
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [viewer, otherId, token, navigate, queryClient]);

  return connected;
}

import type { Socket } from 'socket.io-client';
import { LIVE_NAMESPACE } from '../../common/live-events.js';
import { SOCKET_PATH } from '../../common/socket.js';

/** What the screens need of the live socket: to listen, and to close it. */
export interface LiveSocket {
  on: (event: string, listener: Listener) => void;
}

type Listener = Parameters<Socket['on']>[1];

/**
 * Opens the app-wide live socket: with the session's token (a signed-in tab) or without
 * (a visitor's landing page). A server closing the socket itself (shutting down for a deploy)
 * is a disconnect Socket.IO never retries: it is tried again after a second, reaching the
 * next instance or this one restarted. Returns the socket and the function that closes it.
 *
 * Socket.IO's client is loaded when the first socket opens, not with the app's first page
 * (the login page does not need its 12 kB gzip): listeners added meanwhile are attached
 * as soon as it has come, before it connects.
 */
export function openLiveSocket(token: string | undefined): { socket: LiveSocket; close: () => void } {
  const listeners: [string, Listener][] = [];
  let socket: Socket | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io(`${window.location.origin}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      auth: token ? { token } : {},
      // A connection of its own: sharing one with the chat socket would give the chat's
      // handshake this one's query, without the conversation's `id`.
      multiplex: false,
      autoConnect: false,
    });
    for (const [event, listener] of listeners) socket.on(event, listener);
    const opened = socket;
    opened.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') retry = setTimeout(() => opened.connect(), 1000);
    });
    opened.connect();
  });
  return {
    socket: {
      on: (event, listener) => {
        listeners.push([event, listener]);
        socket?.on(event, listener);
      },
    },
    close: () => {
      closed = true;
      clearTimeout(retry);
      socket?.disconnect();
    },
  };
}

/** How long a tab stays hidden before its visible data is refetched on its return. */
export const STALE_AFTER_HIDDEN_MS = 30_000;

/**
 * Calls `refresh` when the tab comes back to the foreground after more than
 * `STALE_AFTER_HIDDEN_MS` hidden; returns the function that stops listening.
 */
export function onReturnAfterAWhile(refresh: () => void): () => void {
  let hiddenAt = document.visibilityState === 'hidden' ? Date.now() : 0;
  const listener = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now();
      return;
    }
    if (hiddenAt && Date.now() - hiddenAt > STALE_AFTER_HIDDEN_MS) refresh();
    hiddenAt = 0;
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

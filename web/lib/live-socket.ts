import { io, type Socket } from 'socket.io-client';
import { LIVE_NAMESPACE } from '../../common/live.js';
import { SOCKET_PATH } from '../../common/workspace.js';

/**
 * Opens the app-wide live socket: with the session's token (a signed-in tab) or without
 * (a visitor's landing page). A server closing the socket itself (shutting down for a deploy)
 * is a disconnect Socket.IO never retries: it is tried again after a second, reaching the
 * next instance or this one restarted. Returns the socket and the function that closes it.
 */
export function openLiveSocket(token: string | undefined): { socket: Socket; close: () => void } {
  const socket = io(`${window.location.origin}${LIVE_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    // A connection of its own: sharing one with the chat socket would give the chat's
    // handshake this one's query, without the conversation's `id`.
    multiplex: false,
  });
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), 1000);
  });
  return {
    socket,
    close: () => {
      clearTimeout(retry);
      socket.disconnect();
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

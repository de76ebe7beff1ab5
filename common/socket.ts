/* Socket.IO's path and event names, without zod: the app's entry bundle imports them. */

/** Socket.IO events (path /api/socket.io, websocket only, query token and id). */
/** `link_refused`: the link is missing or not accepted; the socket is then closed. */
export const SOCKET_EVENTS = { newMessage: 'new_message', invalidJwt: 'invalid_jwt', linkRefused: 'link_refused' } as const;
export const SOCKET_PATH = '/api/socket.io';

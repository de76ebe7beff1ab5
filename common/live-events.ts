/* The live socket's names, without zod: the app's entry bundle imports them (the schemas stay in live.ts). */

/**
 * The app-wide live socket: namespace `/live` on the same Socket.IO server (path `SOCKET_PATH`).
 * A signed-in tab connects with its session in the handshake's `auth.token` and hears what
 * concerns its user; the landing page connects without a token while its agenda is open and
 * hears only `public_agenda_changed`. Each event says what changed, never the data: the
 * app refetches the screens concerned. A bad or revoked token gets `invalid_jwt` and is closed.
 */
export const LIVE_NAMESPACE = '/live';

export const LIVE_EVENTS = {
  /** A professional's agenda changed (a booking made or cancelled, slots opened or closed, weekly hours). */
  agendaChanged: 'agenda_changed',
  /** The public agenda (the administrator's, on the landing page) changed. */
  publicAgendaChanged: 'public_agenda_changed',
  /** A link was requested, accepted or removed. */
  linkChanged: 'link_changed',
  /** A document of a link was uploaded or deleted. */
  documentsChanged: 'documents_changed',
  /** The professional's private note on a client changed. */
  noteChanged: 'note_changed',
  /** The user's subscription changed (a payment, the auto-renewal, the administrator's edit). */
  subscriptionChanged: 'subscription_changed',
  /** The user's unread counts changed (a message or document arrived, or a conversation or documents panel was read on another tab or device). */
  unreadChanged: 'unread_changed',
} as const;

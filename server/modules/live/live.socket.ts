import type { Server, Socket } from 'socket.io';
import { roomCloser } from '../../platform/realtime.js';
import { recheckSocketSessions } from '../accounts/socket-sessions.js';
import { LIVE_EVENTS, LIVE_NAMESPACE, type AgendaChanged, type LinkEvent } from '../../../common/live.js';
import { MESSAGE_TIPO, SOCKET_EVENTS } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable } from '../../db/client.js';
import { authenticate } from '../accounts/sessions.service.js';
import { adminId } from '../accounts/users.js';
import { confirmedOthersOf } from '../links/links.service.js';

/** What the handshake proved: a signed-in user, a visitor (no token), or a refusal. */
type LiveSocketData =
  { token: string; userId: number; sessionId: string; agendas: number[] } | { visitor: true } | { refused: true };

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The clients who see a professional's agenda: those whose link is accepted. */
const agendaRoom = (operatorId: number) => `agenda:${operatorId}`;
const PUBLIC_ROOM = 'public-agenda';

/**
 * The app-wide live socket (`/live`, see `common/live.ts`): one per signed-in tab, joined to
 * its user's and session's rooms, or one per landing page with its agenda open, joined to the
 * public room. Services' events (emitted after their commit) become small socket events for
 * the rooms of the people concerned; on PostgreSQL the adapter carries them to every
 * instance. The session is checked like the chat socket's: at the handshake, when sessions
 * end or the user is disabled (the sockets are closed at once), and every minute.
 */
/** Which of these users have a live socket open, on any instance (the adapter asks the others). */
export async function onlineUsers(io: Server, userIds: number[]): Promise<Set<number>> {
  const sockets = await io.of(LIVE_NAMESPACE).in(userIds.map(userRoom)).fetchSockets();
  return new Set(sockets.flatMap((s) => ('userId' in (s.data as LiveSocketData) ? [(s.data as { userId: number }).userId] : [])));
}

export function registerLiveSocket(io: Server, ctx: AppContext) {
  const live = io.of(LIVE_NAMESPACE);

  const admit = async (socket: Socket, next: (error?: Error) => void) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === '') {
      socket.data = { visitor: true } satisfies LiveSocketData;
      return next();
    }
    let auth;
    try {
      auth = await authenticate(ctx, typeof token === 'string' ? token : undefined);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return next(new Error('database unavailable'));
    }
    if (!auth) {
      socket.data = { refused: true } satisfies LiveSocketData;
      return next();
    }
    // A client hears the agendas of its accepted professionals (rooms kept current below).
    const agendas = auth.user.op ? [] : await confirmedOthersOf(ctx, auth.user).catch(() => []);
    socket.data = { token: token as string, userId: auth.user.id, sessionId: auth.sessionId, agendas } satisfies LiveSocketData;
    next();
  };
  // An unexpected failure refuses the connection instead of leaving the handshake waiting.
  live.use((socket, next) => void admit(socket, next).catch(next));

  live.on('connection', (socket: Socket) => {
    const data = socket.data as LiveSocketData;
    if ('refused' in data) {
      socket.emit(SOCKET_EVENTS.invalidJwt);
      socket.disconnect(true);
      return;
    }
    void socket.join(
      'visitor' in data ? [PUBLIC_ROOM] : [userRoom(data.userId), sessionRoom(data.sessionId), ...data.agendas.map(agendaRoom)],
    );
  });

  const toUsers = (ids: number[]) => live.to(ids.map(userRoom));
  const onLink = (pair: LinkEvent, event: string) => toUsers([pair.operatorId, pair.clientId]).emit(event, pair);
  /** A listener that logs instead of throwing (an outage must not end the process). */
  const safely =
    <T>(listener: (payload: T) => Promise<void>) =>
    (payload: T) =>
      void listener(payload).catch((err: unknown) => ctx.log.warn({ err }, 'live: event not delivered'));

  // The administrator's id, looked up once: the public agenda is theirs.
  let admin: Promise<number> | undefined;
  const adminOnce = () =>
    (admin ??= adminId(ctx).catch((error: unknown) => {
      admin = undefined;
      throw error;
    }));

  ctx.events.on(
    'agenda.changed',
    safely(async ({ operatorId, clientIds }) => {
      live.to(userRoom(operatorId)).emit(LIVE_EVENTS.agendaChanged, { operatorId, clientIds } satisfies AgendaChanged);
      // Each client hears only whether its own bookings changed, never who else booked.
      for (const id of clientIds) live.to(userRoom(id)).emit(LIVE_EVENTS.agendaChanged, { operatorId, clientIds: [id] });
      live
        .to(agendaRoom(operatorId))
        .except(clientIds.map(userRoom))
        .emit(LIVE_EVENTS.agendaChanged, { operatorId, clientIds: [] });
      if (operatorId === (await adminOnce())) live.to(PUBLIC_ROOM).emit(LIVE_EVENTS.publicAgendaChanged);
    }),
  );
  ctx.events.on('link.requested', (pair) => onLink(pair, LIVE_EVENTS.linkChanged));
  ctx.events.on('link.accepted', (pair) => {
    live.in(userRoom(pair.clientId)).socketsJoin(agendaRoom(pair.operatorId));
    onLink(pair, LIVE_EVENTS.linkChanged);
  });
  ctx.events.on('link.removed', (pair) => {
    live.in(userRoom(pair.clientId)).socketsLeave(agendaRoom(pair.operatorId));
    onLink(pair, LIVE_EVENTS.linkChanged);
  });
  ctx.events.on('document.changed', (pair) => {
    onLink(pair, LIVE_EVENTS.documentsChanged);
    // The other party's count of unseen documents rises (or falls, after a deletion).
    toUsers([pair.operatorId, pair.clientId]).emit(LIVE_EVENTS.unreadChanged);
  });
  ctx.events.on('documents.read', ({ userId }) => live.to(userRoom(userId)).emit(LIVE_EVENTS.unreadChanged));
  // The note is the professional's alone: only their other tabs hear of it.
  ctx.events.on('note.changed', (pair) => live.to(userRoom(pair.operatorId)).emit(LIVE_EVENTS.noteChanged, pair));
  ctx.events.on('subscription.changed', ({ userId }) => live.to(userRoom(userId)).emit(LIVE_EVENTS.subscriptionChanged));

  // The recipient's count rises; the reader's other tabs and devices clear theirs.
  ctx.events.on('message.created', ({ operatorId, clientId, message }) => {
    const recipient = message.tipo === MESSAGE_TIPO.operator ? clientId : operatorId;
    live.to(userRoom(recipient)).emit(LIVE_EVENTS.unreadChanged);
  });
  ctx.events.on('chat.read', ({ userId }) => live.to(userRoom(userId)).emit(LIVE_EVENTS.unreadChanged));

  const close = roomCloser(live, Boolean(ctx.database.pool));
  const event = SOCKET_EVENTS.invalidJwt;
  ctx.events.on('user.disabled', ({ userId }) => close({ rooms: [userRoom(userId)], event }));
  ctx.events.on('sessions.ended', (ended) => {
    if ('sessionId' in ended) return close({ rooms: [sessionRoom(ended.sessionId)], event });
    const except = ended.exceptSessionId ? [sessionRoom(ended.exceptSessionId)] : [];
    close({ rooms: [userRoom(ended.userId)], except, event });
  });

  recheckSocketSessions(ctx, live, (socket) => {
    const data = socket.data as LiveSocketData;
    return 'token' in data ? data.token : undefined;
  });
}

import { and, desc, eq, gt, lt, max, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_TIPO, type ChatMessage } from '../../../common/workspace.js';
import type { AppContext } from '../../context.js';
import type { User } from '../accounts/users.js';
import { MONTHS } from '../../../common/messages/dates.js';
import { romeWallTime } from '../../platform/rome-time.js';
import { confirmedPair, type Pair } from '../links/links.service.js';
import { advanceMarker, unseenPerLink, unseenPerLinkStatement, type LinkSides, type ReadMarkers } from '../links/read-markers.js';
import { chatReads, messages } from './chat.table.js';
import { PAGE_SIZE } from '../../../common/constants.js';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { MINUTE } from '../../../common/time.js';
import { hitRateLimits } from '../../platform/rate-limit.js';

type Row = typeof messages.$inferSelect;

const dayOf = (row: Row) => romeWallTime(row.createdAt).slice(0, 10);

function dividerText(isoDate: string) {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

function toMessage(row: Row, pair: Pair): ChatMessage {
  return {
    testo: row.testo,
    tipo: row.senderId === pair.operatorId ? MESSAGE_TIPO.operator : MESSAGE_TIPO.client,
    timestamp: row.createdAt.getTime(),
    index: row.id,
    ora: romeWallTime(row.createdAt).slice(11, 16),
  };
}

/**
 * Messages in time order with a day divider (tipo 2) before the first message of each
 * day. `previous` is the message just before the batch, so batches never repeat a divider.
 */
function withDividers(rows: Row[], previous: Row | undefined, pair: Pair): ChatMessage[] {
  const out: ChatMessage[] = [];
  let lastDay = previous ? dayOf(previous) : undefined;
  for (const row of rows) {
    const day = dayOf(row);
    if (day !== lastDay) {
      out.push({
        testo: dividerText(day),
        tipo: MESSAGE_TIPO.divider,
        timestamp: row.createdAt.getTime(),
        index: row.id,
        ora: '',
      });
      lastDay = day;
    }
    out.push(toMessage(row, pair));
  }
  return out;
}

const ofPair = (pair: Pair) => and(eq(messages.operatorId, pair.operatorId), eq(messages.clientId, pair.clientId));

/** The newest 12 messages, the 12 before `pivot`, or (catching up) those after `after`. */
export async function listMessages(
  ctx: AppContext,
  user: User,
  otherId: number,
  options: { pivot?: number; after?: number },
): Promise<ChatMessage[]> {
  const pair = await confirmedPair(ctx, user, otherId);
  if (options.after !== undefined) {
    const rows = await ctx.db
      .select()
      .from(messages)
      .where(and(ofPair(pair), gt(messages.id, options.after)))
      .orderBy(messages.id)
      .limit(PAGE_SIZE.chatCatchUp);
    const [previous] = await ctx.db
      .select()
      .from(messages)
      .where(and(ofPair(pair), lt(messages.id, rows[0]?.id ?? options.after + 1)))
      .orderBy(desc(messages.id))
      .limit(1);
    return withDividers(rows, previous, pair);
  }
  // One row more than a batch: the extra one only tells whether the first needs a divider.
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(and(ofPair(pair), options.pivot ? lt(messages.id, options.pivot) : undefined))
    .orderBy(desc(messages.id))
    .limit(PAGE_SIZE.chatBatch + 1);
  const batch = rows.slice(0, PAGE_SIZE.chatBatch).reverse();
  return withDividers(batch, rows[PAGE_SIZE.chatBatch], pair);
}

/** Stores the message and announces it; the realtime plugin delivers it at once. */
export async function sendMessage(ctx: AppContext, user: User, otherId: number, testo: string): Promise<ChatMessage> {
  const pair = await confirmedPair(ctx, user, otherId);
  await hitRateLimits(ctx, [{ key: `chat:user:${user.id}`, max: 30, windowMs: MINUTE }], WORKSPACE_MSG.tooManyMessages);
  const [row] = await ctx.db
    .insert(messages)
    .values({ ...pair, senderId: user.id, testo, createdAt: ctx.clock.now() })
    .returning();
  const message = toMessage(row, pair);
  ctx.events.emit('message.created', { ...pair, message });
  return message;
}

/**
 * The messages from the other party that the user has not read, per accepted link (links
 * without any are left out). For each link, one range of `messages_pair_idx` from the reader's
 * marker on: the cost is the unread messages', not the history's, so it stays flat however long a conversation grows.
 */
export async function unreadCounts(
  ctx: AppContext,
  user: User,
): Promise<{ total: number; conversazioni: { id: number; messaggi: number }[] }> {
  const { total, links } = await unseenPerLink(ctx, user, CHAT_MARKERS, unreadMessages(user));
  return { total, conversazioni: links.map((l) => ({ id: l.id, messaggi: l.count })) };
}

const CHAT_MARKERS: ReadMarkers = { table: chatReads, lastId: chatReads.lastReadId, at: chatReads.readAt };

/** The messages of a link after the marker that the other party sent. */
const unreadMessages = (user: Pick<User, 'id'>) => (sides: LinkSides, marker: SQL) =>
  sql`select count(*)::int from ${messages} m
    where m.operator_id = ${sides.operator} and m.client_id = ${sides.client}
      and m.id > ${marker} and m.sender_id <> ${user.id}`;

/** The unread messages per conversation with `others` (the user's accepted links), for unreadCounts. */
export function unreadCountsStatement(user: Pick<User, 'id' | 'op'>, others: number[]) {
  return unseenPerLinkStatement(user, others, CHAT_MARKERS, unreadMessages(user));
}

/** The user has seen the conversation up to its newest message; the marker never moves back. */
export async function markRead(ctx: AppContext, user: User, otherId: number) {
  const pair = await confirmedPair(ctx, user, otherId);
  const [newest] = await ctx.db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(ofPair(pair));
  if (!newest?.id) return;
  const moved = await advanceMarker(ctx.db, CHAT_MARKERS, user.id, otherId, Number(newest.id), ctx.clock.now());
  if (moved) ctx.events.emit('chat.read', { userId: user.id, otherId });
}

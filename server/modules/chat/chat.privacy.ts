import { asc, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { User } from '../accounts/users.js';
import { messages } from './chat.table.js';

/** Every message of every conversation the user is part of, oldest first, for their data export. */
export async function messagesForExport(ctx: AppContext, user: User) {
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(or(eq(messages.operatorId, user.id), eq(messages.clientId, user.id)))
    .orderBy(asc(messages.id));
  return rows.map((m) => ({
    conversazioneCon: user.op ? m.clientId : m.operatorId,
    scrittoDaTe: m.senderId === user.id,
    testo: m.testo,
    data: m.createdAt.toISOString(),
  }));
}

/** Deletes every conversation of an erased user: both sides' messages go with the account. */
export async function deleteConversationsOf(q: Queryable, userId: number) {
  await q.delete(messages).where(or(eq(messages.operatorId, userId), eq(messages.clientId, userId)));
}

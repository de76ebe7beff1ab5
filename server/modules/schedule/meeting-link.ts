import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { User } from '../accounts/users.js';
import { meetingLinks } from './schedule.table.js';

/* A professional's meeting link for online appointments: part of their offer, read when one is booked. */

/** GET /api/videochiamata: the professional's own fixed link, '' when each appointment gets a new Jitsi room. */
export async function getMeetingLink(ctx: AppContext, user: User) {
  const [row] = await ctx.db.select().from(meetingLinks).where(eq(meetingLinks.userId, user.id));
  return row?.url ?? '';
}

export async function setMeetingLink(ctx: AppContext, user: User, link: string) {
  if (!link) {
    await ctx.db.delete(meetingLinks).where(eq(meetingLinks.userId, user.id));
    return;
  }
  const now = ctx.clock.now();
  await ctx.db
    .insert(meetingLinks)
    .values({ userId: user.id, url: link, updatedAt: now })
    .onConflictDoUpdate({ target: meetingLinks.userId, set: { url: link, updatedAt: now } });
}

/**
 * The meeting link of a new online appointment: the professional's own fixed link, or a new
 * Jitsi Meet room on VIDEO_BASE_URL whose name (128 random bits) nobody can guess.
 */
export async function meetingLinkFor(ctx: AppContext, q: Queryable, operatorId: number) {
  const [row] = await q.select({ url: meetingLinks.url }).from(meetingLinks).where(eq(meetingLinks.userId, operatorId));
  return row?.url ?? `${ctx.config.videoBaseUrl}/Studio-${randomBytes(16).toString('hex')}`;
}

/** An erased account's meeting link. */
export async function deleteMeetingLinkOf(q: Queryable, userId: number) {
  await q.delete(meetingLinks).where(eq(meetingLinks.userId, userId));
}

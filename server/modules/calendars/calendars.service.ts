import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  FEED_PATH_PREFIX,
  FEED_WINDOW,
  type feedStateResponseSchema,
  type newFeedResponseSchema,
} from '../../../common/calendars.js';
import { CALENDARS_MSG } from '../../../common/messages/calendars.js';
import { DAY, HOUR } from '../../../common/time.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { buildFeed } from '../../platform/mail/ics.js';
import { clientAddress, hitRateLimits } from '../../platform/rate-limit.js';
import { findUser, type User } from '../accounts/users.js';
import { bookingFeedEvent } from '../agenda/booking-calendar.js';
import { liveBookingsForCalendar } from '../agenda/calendar-bookings.js';
import { deleteMeetingLinkOf, getMeetingLink } from '../schedule/meeting-link.js';
import { calendarFeeds } from './calendars.table.js';

/* A user's private calendar feed (the meeting link for online appointments is schedule's). */

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 32 random bytes: 43 base64url characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function feedState(ctx: AppContext, user: User): Promise<OkFields<typeof feedStateResponseSchema>> {
  const [row] = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return { attivo: Boolean(row), privato: row?.privato ?? false, creato: row ? row.createdAt.toISOString() : null };
}

/** The addresses of a feed: https, webcal:// (the same, for calendar apps) and Google Calendar's page. */
export function feedUrls(ctx: AppContext, token: string) {
  const url = `${ctx.config.appUrl}${FEED_PATH_PREFIX}${token}.ics`;
  const webcal = url.replace(/^https?:/, 'webcal:');
  return { url, webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}

/** A new feed URL for the user, replacing any previous one (which stops at once); the privacy choice stays. */
export async function newFeed(ctx: AppContext, user: User): Promise<OkFields<typeof newFeedResponseSchema>> {
  await hitRateLimits(ctx, [{ key: `calfeed:new:${user.id}`, max: 20, windowMs: HOUR }]);
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt: now } })
    .returning();
  return { message: CALENDARS_MSG.feedCreated, ...feedUrls(ctx, token), privato: row.privato, creato: now.toISOString() };
}

export async function setFeedPrivacy(ctx: AppContext, user: User, privato: boolean) {
  const updated = await ctx.db
    .update(calendarFeeds)
    .set({ privato })
    .where(eq(calendarFeeds.userId, user.id))
    .returning({ userId: calendarFeeds.userId });
  if (!updated.length) throw badRequest(CALENDARS_MSG.feedNotActive);
}

/** Turns the feed off: its URL answers 404 from now on. */
export async function turnOffFeed(ctx: AppContext, user: User) {
  await ctx.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
}

/** For the data export: whether the feed is on (never its address, which is not kept) and the meeting link. */
export async function calendarsForExport(ctx: AppContext, user: User) {
  const state = await feedState(ctx, user);
  return {
    feedAttivo: state.attivo,
    feedCreatoIl: state.creato,
    ...(user.op ? { feedPrivato: state.privato, collegamentoVideo: await getMeetingLink(ctx, user) } : {}),
  };
}

/** An erased account's feed and meeting link. */
export async function deleteCalendarsOf(q: Queryable, userId: number) {
  await q.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await deleteMeetingLinkOf(q, userId);
}

/**
 * The calendar a feed URL names, as iCalendar text: the owner's live bookings from 30 days ago
 * on. Limited per address and per feed; an unknown, replaced or turned-off token, or a disabled
 * account, gets 404.
 */
export async function feedCalendar(ctx: AppContext, file: string, ip: string): Promise<string> {
  await hitRateLimits(
    ctx,
    [{ key: `calfeed:ip:${clientAddress(ip)}`, max: 300, windowMs: HOUR }],
    CALENDARS_MSG.tooManyFeedRequests,
  );
  const token = file.replace(/\.ics$/, '');
  if (!TOKEN.test(token)) throw notFound(CALENDARS_MSG.feedNotFound);
  const hash = hashToken(token);
  const [feed] = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hash));
  if (!feed) throw notFound(CALENDARS_MSG.feedNotFound);
  await hitRateLimits(
    ctx,
    [{ key: `calfeed:token:${hash.slice(0, 32)}`, max: 60, windowMs: HOUR }],
    CALENDARS_MSG.tooManyFeedRequests,
  );
  const owner = await findUser(ctx.db, feed.userId);
  if (!owner || !owner.attivo) throw notFound(CALENDARS_MSG.feedNotFound);

  const now = ctx.clock.now().getTime();
  const from = new Date(now - FEED_WINDOW.pastDays * DAY);
  const to = new Date(now + FEED_WINDOW.futureDays * DAY);
  const audience = owner.op ? 'operator' : 'client';
  const list = await liveBookingsForCalendar(ctx.db, owner.op ? { operatorId: owner.id } : { clientId: owner.id }, from, to);
  const events = list.map(({ booking, parties }) => bookingFeedEvent(ctx, booking, parties, { audience, privato: feed.privato }));
  return buildFeed(CALENDARS_MSG.feedName, events);
}

/** The ETag of a feed's text: the same text, the same tag, on every instance. */
export const feedEtag = (body: string) => `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 32)}"`;

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined) {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === 'x-gzip') && (!q || Number(q.slice(2)) > 0);
  });
}

/** Whether an If-None-Match header names this ETag (weak or strong, or '*'). */
export function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATIONS_MSG } from '../../../common/messages/notifications.js';
import type { EmailContent } from '../../../common/messages/emails.js';
import { NOTIFICATION_KINDS, isNotificationKind, type NotificationKind } from '../../../common/notifications.js';
import { DAY } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { MailMessage } from '../../platform/mail/mail-worker.js';
import { renderEmail } from '../../platform/mail/render.js';
import { notificationSettings } from './notifications.table.js';

/** How long the unsubscribe link of a notification e-mail works. */
export const UNSUBSCRIBE_TOKEN_MS = 180 * DAY;

export type NotificationChoices = Record<NotificationKind, boolean>;

/** The user's choice for every kind (on unless turned off). */
export async function notificationChoices(q: Queryable, userId: number): Promise<NotificationChoices> {
  const rows = await q.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const choices = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as NotificationChoices;
  for (const row of rows) if (isNotificationKind(row.kind)) choices[row.kind] = row.enabled;
  return choices;
}

/** Of these users, those who turned this kind off. */
export async function usersWithKindOff(q: Queryable, userIds: number[], kind: NotificationKind): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await q
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(
      and(
        inArray(notificationSettings.userId, userIds),
        eq(notificationSettings.kind, kind),
        eq(notificationSettings.enabled, false),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

export async function notificationEnabled(q: Queryable, userId: number, kind: NotificationKind) {
  return !(await usersWithKindOff(q, [userId], kind)).has(userId);
}

/** Sets the kinds named in `changes`, leaves the others. */
export async function setNotificationChoices(q: Queryable, userId: number, changes: Partial<NotificationChoices>) {
  for (const kind of NOTIFICATION_KINDS) {
    const enabled = changes[kind];
    if (enabled === undefined) continue;
    await q
      .insert(notificationSettings)
      .values({ userId, kind, enabled })
      .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: { enabled } });
  }
}

/* The unsubscribe token: `<user>_<kind>_<expiry in s>_<HMAC-SHA256>` (one URL-safe word, so the
   sent copy in the outbox loses it whole, `withoutLinkTokens`), signed with a key derived
   from the server's JWT secret, so it needs no row and works without logging in. */

const unsubscribeKey = (ctx: AppContext) => createHmac('sha256', ctx.config.jwtSecret).update('unsubscribe').digest();
const signature = (ctx: AppContext, body: string) => createHmac('sha256', unsubscribeKey(ctx)).update(body).digest();

export function unsubscribeToken(ctx: AppContext, userId: number, kind: NotificationKind): string {
  const expires = Math.floor((ctx.clock.now().getTime() + UNSUBSCRIBE_TOKEN_MS) / 1000);
  const body = `${userId}_${kind}_${expires}`;
  return `${body}_${signature(ctx, body).toString('base64url')}`;
}

export type UnsubscribeCheck =
  { ok: true; userId: number; kind: NotificationKind } | { ok: false; reason: 'invalid' | 'expired' };

export function readUnsubscribeToken(ctx: AppContext, token: string): UnsubscribeCheck {
  const match = /^(\d{1,10})_([a-z]{1,20})_(\d{1,12})_([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, user, kind, expires, sig] = match;
  const expected = signature(ctx, `${user}_${kind}_${expires}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || !isNotificationKind(kind)) {
    return { ok: false, reason: 'invalid' };
  }
  if (Number(expires) * 1000 <= ctx.clock.now().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(user), kind };
}

export const unsubscribeUrl = (ctx: AppContext, userId: number, kind: NotificationKind) =>
  `${ctx.config.appUrl}/api/disiscrizione?token=${unsubscribeToken(ctx, userId, kind)}`;

/**
 * Queues a notification e-mail of `kind` for `user` in the caller's transaction, unless the
 * user turned that kind off. The e-mail carries the one-click unsubscribe of RFC 8058 (the
 * `List-Unsubscribe` and `List-Unsubscribe-Post` headers) and the same link in its body.
 * Returns whether it was queued.
 */
export async function queueNotice(
  ctx: AppContext,
  q: Queryable,
  user: { id: number; email: string },
  kind: NotificationKind,
  content: EmailContent,
  extra: Pick<MailMessage, 'attachments' | 'sendAfter' | 'dedupeKey' | 'replyTo'> = {},
): Promise<boolean> {
  if (!(await notificationEnabled(q, user.id, kind))) return false;
  const url = unsubscribeUrl(ctx, user.id, kind);
  return ctx.mail.enqueue(q, {
    to: user.email,
    ...renderEmail(content, {
      unsubscribe: {
        text: NOTIFICATIONS_MSG.emailLine(NOTIFICATIONS_MSG.about[kind]),
        label: NOTIFICATIONS_MSG.emailLinkLabel,
        url,
      },
    }),
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...extra,
  });
}

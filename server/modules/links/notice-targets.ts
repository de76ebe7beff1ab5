import type { NotificationKind } from '../../../common/notifications.js';
import type { AppContext } from '../../context.js';
import { findUsers, type User } from '../accounts/users.js';
import { usersWithKindOff } from '../notifications/notifications.service.js';
import { assertConfirmedLink } from './links.service.js';

/** Which of these users have the app open somewhere (a live socket on any instance). */
export type OnlineCheck = (userIds: number[]) => Promise<Set<number>>;

/** Something waiting for `recipient` from `sender`, the other side of their link. */
export interface Waiting {
  recipient: number;
  sender: number;
}

export interface NoticeTarget<W extends Waiting> {
  waiting: W;
  recipient: User;
  sender: User;
  /** The link the two are on. */
  pair: { operatorId: number; clientId: number };
  /** The place in the recipient's app where the sender is: their client record or professional page. */
  path: string;
}

/**
 * Of these waiting items, the ones worth an e-mail of `kind` now: the recipient allows these
 * e-mails, has no app open (an open app shows the badge at once), is active, and is still
 * linked to the sender. The caller then takes its own marker and queues the e-mail.
 */
export async function noticeTargets<W extends Waiting>(
  ctx: AppContext,
  rows: W[],
  kind: NotificationKind,
  online: OnlineCheck,
): Promise<NoticeTarget<W>[]> {
  if (rows.length === 0) return [];
  const off = await usersWithKindOff(ctx.db, [...new Set(rows.map((r) => r.recipient))], kind);
  const allowed = rows.filter((r) => !off.has(r.recipient));
  if (allowed.length === 0) return [];
  const present = await online([...new Set(allowed.map((r) => r.recipient))]);
  const targets: NoticeTarget<W>[] = [];
  for (const waiting of allowed) {
    if (present.has(waiting.recipient)) continue;
    const people = await findUsers(ctx.db, [waiting.recipient, waiting.sender]);
    const recipient = people.find((u) => u.id === waiting.recipient);
    const sender = people.find((u) => u.id === waiting.sender);
    if (!recipient || !sender || !recipient.attivo) continue;
    const pair = recipient.op
      ? { operatorId: recipient.id, clientId: sender.id }
      : { operatorId: sender.id, clientId: recipient.id };
    const linked = await assertConfirmedLink(ctx, pair.operatorId, pair.clientId).then(
      () => true,
      () => false,
    );
    if (!linked) continue;
    const path = recipient.op ? `/op/customer?id=${sender.id}` : `/user/op?id=${sender.id}`;
    targets.push({ waiting, recipient, sender, pair, path });
  }
  return targets;
}

import { sql } from 'drizzle-orm';
import { EMAILS } from '../../../common/messages/emails.js';
import { HOUR, MINUTE } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import { noticeTargets, type NoticeTarget, type OnlineCheck } from '../links/notice-targets.js';
import { queueNotice } from '../notifications/notifications.service.js';
import { chatNotices } from './chat.table.js';

/** A message unread this long is worth an e-mail. */
export const UNREAD_NOTICE_DELAY_MS = 10 * MINUTE;
/** At most one e-mail per conversation and recipient in this time. */
export const UNREAD_NOTICE_QUIET_MS = 3 * HOUR;
/** Older messages are never the subject of a first e-mail. */
const LOOKBACK_MS = 7 * 24 * HOUR;

/** A conversation with `messages` unread by `recipient`. */
interface Unread {
  recipient: number;
  sender: number;
  messages: number;
}

/**
 * Queues one e-mail per conversation whose oldest unread message (from the other party,
 * after the reader's marker and after the last e-mail) has waited `UNREAD_NOTICE_DELAY_MS`,
 * when the recipient allows these e-mails, is not online and was not e-mailed about this
 * conversation in the last `UNREAD_NOTICE_QUIET_MS`. The notice row is taken with a
 * conditional upsert in the transaction that queues the e-mail, so instances running this
 * at once send it once. Returns how many were queued.
 */
export async function queueUnreadNotices(ctx: AppContext, online: OnlineCheck): Promise<number> {
  const now = ctx.clock.now();
  const quiet = new Date(now.getTime() - UNREAD_NOTICE_QUIET_MS);
  const result = await ctx.db.execute(unreadNoticesStatement(now));
  const rows = (result as unknown as { rows: { recipient: number; sender: number; messages: number }[] }).rows.map((r) => ({
    recipient: Number(r.recipient),
    sender: Number(r.sender),
    messages: Number(r.messages),
  }));
  let queued = 0;
  for (const target of await noticeTargets(ctx, rows, 'messaggi', online)) {
    if (await notify(ctx, target, quiet)) queued++;
  }
  return queued;
}

async function notify(ctx: AppContext, { waiting, recipient, sender, path }: NoticeTarget<Unread>, quiet: Date) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const taken = await tx
      .insert(chatNotices)
      .values({ userId: recipient.id, otherId: sender.id, lastSentAt: now })
      .onConflictDoUpdate({
        target: [chatNotices.userId, chatNotices.otherId],
        set: { lastSentAt: now },
        setWhere: sql`${chatNotices.lastSentAt} <= ${quiet.toISOString()}`,
      })
      .returning({ userId: chatNotices.userId });
    if (taken.length === 0) return false;
    const content = EMAILS.unreadMessages(
      recipient.nome,
      `${sender.nome} ${sender.cognome}`,
      waiting.messages,
      `${ctx.config.appUrl}${path}`,
      `${ctx.config.appUrl}/account`,
    );
    return queueNotice(ctx, tx, recipient, 'messaggi', content);
  });
}

/**
 * The conversations worth an e-mail at `now`: (recipient, sender, unread messages). Only the
 * last LOOKBACK_MS of messages are read, through messages_created_idx.
 */
export function unreadNoticesStatement(now: Date) {
  const due = new Date(now.getTime() - UNREAD_NOTICE_DELAY_MS);
  const quiet = new Date(now.getTime() - UNREAD_NOTICE_QUIET_MS);
  const since = new Date(now.getTime() - LOOKBACK_MS);
  return sql`
    select m.recipient, m.sender, count(*)::int as messages
    from (
      select case when sender_id = operator_id then client_id else operator_id end as recipient,
             sender_id as sender, id, created_at
      from messages where created_at > ${since.toISOString()}
    ) m
    left join chat_reads r on r.user_id = m.recipient and r.other_id = m.sender
    left join chat_notices c on c.user_id = m.recipient and c.other_id = m.sender
    where m.id > coalesce(r.last_read_id, 0)
      and (c.last_sent_at is null or (m.created_at > c.last_sent_at and c.last_sent_at <= ${quiet.toISOString()}))
    group by 1, 2
    having min(m.created_at) <= ${due.toISOString()}`;
}

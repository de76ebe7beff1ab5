import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { EMAILS } from '../../../common/messages/emails.js';
import { HOUR, MINUTE } from '../../../common/time.js';
import type { AppContext } from '../../context.js';
import { noticeTargets, type OnlineCheck } from '../links/notice-targets.js';
import { queueNotice } from '../notifications/notifications.service.js';
import { documentNotices, documents } from './documents.table.js';

/** A document from the other party not seen in the panel this long is worth an e-mail. */
export const DOCUMENT_NOTICE_DELAY_MS = 10 * MINUTE;
/** Older documents are never the subject of an e-mail. */
const LOOKBACK_MS = 7 * 24 * HOUR;
/** At most this many names in one e-mail; the rest are counted. */
const LISTED = 10;

const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
/** As the documents panel writes it (1 MB = 1000 KB): '850 KB', '12,4 MB'. */
const sizeText = (sizeKb: number) => (sizeKb < 1000 ? `${sizeKb} KB` : `${decimal.format(sizeKb / 1000)} MB`);

/**
 * Queues one e-mail per link whose oldest document from the other party, not yet seen by the
 * recipient in the documents panel and not yet the subject of an e-mail, has waited
 * `DOCUMENT_NOTICE_DELAY_MS`, when the recipient allows these e-mails and is not online (an
 * open app shows the badge at once). The e-mail names the documents and their sizes, never
 * their content. The notice marker moves with a conditional upsert in the transaction that
 * queues the e-mail, so instances running this at once send it once; a restart loses nothing
 * (the documents and markers are rows). Returns how many were queued.
 */
export async function queueDocumentNotices(ctx: AppContext, online: OnlineCheck): Promise<number> {
  const now = ctx.clock.now();
  const due = new Date(now.getTime() - DOCUMENT_NOTICE_DELAY_MS);
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const result = await ctx.db.execute(sql`
    select d.recipient, d.sender, max(d.id)::int as newest
    from (
      select case when from_operator = 1 then client_id else operator_id end as recipient,
             case when from_operator = 1 then operator_id else client_id end as sender,
             id, created_at
      from documents where created_at > ${since.toISOString()}
    ) d
    left join document_reads r on r.user_id = d.recipient and r.other_id = d.sender
    left join document_notices n on n.user_id = d.recipient and n.other_id = d.sender
    where d.id > coalesce(r.last_seen_id, 0) and d.id > coalesce(n.last_notified_id, 0)
    group by 1, 2
    having min(d.created_at) <= ${due.toISOString()}`);
  const rows = (result as unknown as { rows: { recipient: number; sender: number; newest: number }[] }).rows.map((r) => ({
    recipient: Number(r.recipient),
    sender: Number(r.sender),
    newest: Number(r.newest),
  }));
  let queued = 0;
  for (const { waiting: row, recipient, sender, pair, path } of await noticeTargets(ctx, rows, 'documenti', online)) {
    const sent = await ctx.db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ id: documentNotices.lastNotifiedId })
        .from(documentNotices)
        .where(and(eq(documentNotices.userId, recipient.id), eq(documentNotices.otherId, sender.id)));
      const taken = await tx
        .insert(documentNotices)
        .values({ userId: recipient.id, otherId: sender.id, lastNotifiedId: row.newest, sentAt: now })
        .onConflictDoUpdate({
          target: [documentNotices.userId, documentNotices.otherId],
          set: { lastNotifiedId: row.newest, sentAt: now },
          setWhere: sql`${documentNotices.lastNotifiedId} < ${row.newest}`,
        })
        .returning({ userId: documentNotices.userId });
      if (taken.length === 0) return false;
      // The documents still waiting: after the reader's marker and the previous e-mail (deleted ones are gone).
      const fresh = await tx
        .select({ nome: documents.nome, sizeKb: documents.sizeKb })
        .from(documents)
        .where(
          and(
            eq(documents.operatorId, pair.operatorId),
            eq(documents.clientId, pair.clientId),
            eq(documents.fromOperator, sender.op ? 1 : 0),
            gt(documents.id, previous?.id ?? 0),
            lte(documents.id, row.newest),
            sql`${documents.id} > coalesce((select last_seen_id from document_reads where user_id = ${recipient.id} and other_id = ${sender.id}), 0)`,
          ),
        )
        .orderBy(desc(documents.id));
      if (fresh.length === 0) return false;
      const content = EMAILS.newDocuments(
        recipient.nome,
        `${sender.nome} ${sender.cognome}`,
        fresh.slice(0, LISTED).map((d) => ({ nome: d.nome, size: sizeText(d.sizeKb) })),
        Math.max(0, fresh.length - LISTED),
        `${ctx.config.appUrl}${path}#documenti`,
      );
      return queueNotice(ctx, tx, recipient, 'documenti', content);
    });
    if (sent) queued++;
  }
  return queued;
}

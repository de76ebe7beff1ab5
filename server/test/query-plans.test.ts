/**
 * The statements that once read a whole growing table reach it by
 * index: EXPLAIN on PostgreSQL over enough rows for the planner to prefer an index, after
 * ANALYZE. A change that brings a sequential scan back fails here.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../common/constants.js';
import { selectRows } from '../db/client.js';
import { claimStatement, pruneOutboxStatement } from '../platform/mail/mail-worker.js';
import { adminUsersStatements } from '../modules/admin/admin.service.js';
import { professionalsStatements } from '../modules/links/links.service.js';
import { leadStatsStatement, specialLeadsStatement } from '../modules/analytics/analytics.service.js';
import { useTestApp } from './build-test-app.js';
import { unreadCountsStatement } from '../modules/chat/chat.service.js';
import { unreadNoticesStatement } from '../modules/chat/chat-notices.js';
import { PROBE_CLIENT_EMAIL, PROBE_PRO_EMAIL, PROBE_SURNAME, countsOf, loadDailyData, loadScaleData } from './scale-data.js';

const t = useTestApp();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every scan of the statement's plan, as 'Node Type on table (index)' ('Bitmap Index Scan (index)'). */
async function scans(statement: SQLWrapper) {
  const [row] = await selectRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    t.ctx.db,
    sql`EXPLAIN (FORMAT JSON) ${statement.getSQL()}`,
  );
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'])
      found.push(`${node['Node Type']} on ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
    else if (node['Index Name']) found.push(`${node['Node Type']} (${node['Index Name']})`);
    node.Plans?.forEach(walk);
  };
  walk(row['QUERY PLAN'][0].Plan);
  return found;
}

const GROWING = ['users', 'outbox', 'leads', 'lead_events', 'messages'];
const noSequentialScan = (found: string[]) =>
  expect(found.filter((s) => GROWING.some((table) => s === `Seq Scan on ${table}`))).toEqual([]);

describe.skipIf(!process.env.TEST_DATABASE_URL)('query plans over a large database (PostgreSQL)', () => {
  let probeClient = 0;
  let probePro = 0;
  beforeAll(async () => {
    const counts = { ...countsOf(1), professionals: 1000 };
    await loadScaleData(t.ctx.db, counts);
    await loadDailyData(t.ctx.db, counts, { bookings: 0, messages: 200_000, documents: 0 });
    const idOf = async (email: string) =>
      (await selectRows<{ id: number }>(t.ctx.db, sql`SELECT id FROM users WHERE email = ${email}`))[0].id;
    probeClient = await idOf(PROBE_CLIENT_EMAIL);
    probePro = await idOf(PROBE_PRO_EMAIL);
  }, 180_000);

  it("the mail worker's claim walks the unsent rows in due order", async () => {
    const found = await scans(claimStatement(t.ctx.db, t.clock.now()));
    expect(found).toContain('Index Scan on outbox (outbox_due_idx)');
    noSequentialScan(found);
  });

  it('the hourly retention job finds the sent e-mails past the retention period by index', async () => {
    const found = await scans(pruneOutboxStatement(t.ctx.db, new Date(t.clock.now().getTime() - 400 * 86_400_000)));
    expect(found).toContain('Index Scan on outbox (outbox_sent_idx)');
    noSequentialScan(found);
  });

  it('the leads dashboard reads the kept totals and walks the newest leads with events', async () => {
    expect(await scans(leadStatsStatement())).toEqual(['Seq Scan on lead_stats']);
    const found = await scans(specialLeadsStatement());
    expect(found).toContain('Index Scan on leads (leads_with_events_idx)');
    noSequentialScan(found);
  });

  it("the administrator's list walks users in its order and reads the kept count", async () => {
    const { page, total } = adminUsersStatements(t.ctx.db, '', PAGE_SIZE.adminUsers, 0);
    const found = await scans(page);
    expect(found).toEqual(['Index Scan on users (users_admin_order_idx)']);
    expect(await scans(total)).toEqual(['Seq Scan on user_count']); // its one row
  });

  it("the administrator's search finds its matches through the trigram indexes", async () => {
    const { page, total } = adminUsersStatements(t.ctx.db, PROBE_SURNAME.toLowerCase(), PAGE_SIZE.adminUsers, 0);
    for (const statement of [page, total]) {
      const found = await scans(statement);
      expect(found).toContain('Bitmap Index Scan (users_search_trgm_idx)');
      noSequentialScan(found);
      expect(found.some((s) => s.includes('users_admin_order_idx'))).toBe(false);
    }
  });

  it("a client's list of professionals walks the professionals' index and stops at the page; its count reads professionals only", async () => {
    const { page, total } = professionalsStatements(t.ctx, probeClient, '', PAGE_SIZE.professionals, 0);
    expect(await scans(page)).toContain('Index Scan on users (users_pro_list_idx)');
    noSequentialScan([...(await scans(page)), ...(await scans(total))]);
  });

  it("a client's search of professionals uses the professionals' trigram indexes", async () => {
    const { page, total } = professionalsStatements(t.ctx, probeClient, 'zanzott', PAGE_SIZE.professionals, 0);
    for (const statement of [page, total]) {
      const found = await scans(statement);
      expect(found).toContain('Bitmap Index Scan (users_pro_search_trgm_idx)');
      noSequentialScan(found);
      expect(found.some((s) => s.includes('users_pro_list_idx'))).toBe(false);
    }
  });

  it("a user's unread counts walk each conversation from the reader's marker, for a client and a professional", async () => {
    for (const user of [
      { id: probeClient, op: false, others: [probePro] },
      { id: probePro, op: true, others: [probeClient] },
    ]) {
      const found = await scans(unreadCountsStatement(user, user.others));
      expect(found).toContain('Index Scan on messages (messages_pair_idx)');
      noSequentialScan(found);
    }
  });

  it("the unread-message e-mails read only the last week's messages, by date", async () => {
    const found = await scans(unreadNoticesStatement(t.clock.now()));
    expect(found.some((s) => s.includes('messages_created_idx'))).toBe(true);
    noSequentialScan(found);
  });
});

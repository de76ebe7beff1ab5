import { and, inArray, lt, sql } from 'drizzle-orm';
import { DAY } from '../../../common/time.js';
import type { z } from 'zod';
import { LEAD_BUCKET_FLOORS, type SpecialLead, type analyticsSchema, type leadsResponseSchema } from '../../../common/public.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { selectRows } from '../../db/client.js';
import { tooManyRequests } from '../../platform/errors.js';
import { clientAddress, countHits } from '../../platform/rate-limit.js';
import { leadEvents, leadStats, leads } from './analytics.table.js';

type Payload = z.output<typeof analyticsSchema>;

const FLUSH_MS = 1000;
const FLUSH_ROWS = 100;
/** A lead earns at most one second per heartbeat interval, however often it sends. */
const MIN_HEARTBEAT_GAP_MS = 800;
const MAX_EVENTS_PER_MINUTE = 60;
/** A lead id is chosen by the visitor's browser: its events are capped so no one can grow the table through one id. */
const MAX_EVENTS_PER_LEAD = 500;
const PRUNE_BATCH = 5000;
const MAX_IP_PER_SECOND = 50;
/**
 * New lead ids one address may start a day (security finding I-5, the rest of F-L9):
 * fresh ids each made a `leads` row kept 13 months, 50 a second from one address. Counted in the
 * database, so every instance agrees; a visitor's own id is counted once while it keeps beating.
 */
const MAX_NEW_LEADS_PER_IP_PER_DAY = 300;
/** How long an id stays known to this instance after its last beat or event (then it counts again). */
const KNOWN_ID_MS = 10 * 60_000;
const SPECIAL_LEADS_SHOWN = 1000;

interface Pending {
  seconds: number;
  first: Date;
  last: Date;
  page: string;
}

/**
 * Heartbeats are counted in memory and written once a second in one statement, so 2,000
 * visitors cost one upsert a second, not 2,000. Each instance adds its own counts, so
 * nothing is lost or counted twice across instances; a crash loses at most one second.
 */
export class HeartbeatBuffer {
  private pending = new Map<string, Pending>();
  private lastBeat = new Map<string, number>();
  private perIp = new Map<string, number>();
  private perLeadEvents = new Map<string, number>();
  private knownIds = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private window = 0;

  constructor(private readonly ctx: AppContext) {}

  start() {
    this.timer = setInterval(
      () => void this.flush().catch((err) => this.ctx.log.warn({ err }, 'heartbeat flush failed')),
      FLUSH_MS,
    );
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Cheap per-IP and per-lead limits, kept in memory: analytics are best effort by nature. */
  private limit(ip: string, leadId: string, isEvent: boolean) {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.window) {
      this.window = second;
      this.perIp.clear();
      if (second % 60 === 0) this.perLeadEvents.clear();
    }
    const count = (this.perIp.get(ip) ?? 0) + 1;
    this.perIp.set(ip, count);
    if (count > MAX_IP_PER_SECOND * this.ctx.config.rateLimitMultiplier) throw tooManyRequests();
    if (isEvent) {
      const events = (this.perLeadEvents.get(leadId) ?? 0) + 1;
      this.perLeadEvents.set(leadId, events);
      if (events > MAX_EVENTS_PER_MINUTE) throw tooManyRequests();
    }
  }

  /** Counts a lead id this instance has not seen lately against its address's daily allowance of new ids. */
  private async admit(address: string, leadId: string, now: number) {
    if (!this.knownIds.has(leadId)) {
      const limit = { key: `analytics:newlead:ip:${address}`, max: MAX_NEW_LEADS_PER_IP_PER_DAY, windowMs: DAY };
      if (await countHits(this.ctx, [limit])) throw tooManyRequests();
      if (this.knownIds.size > 50_000) {
        for (const [id, at] of this.knownIds) if (now - at > KNOWN_ID_MS) this.knownIds.delete(id);
      }
    }
    this.knownIds.set(leadId, now);
  }

  async record(payload: Payload, ip: string) {
    const address = clientAddress(ip);
    this.limit(address, payload.id, payload.type === 'event');
    const now = this.ctx.clock.now();
    await this.admit(address, payload.id, now.getTime());
    if (payload.type === 'event') {
      await this.ctx.db.transaction(async (tx) => {
        await tx
          .insert(leads)
          .values({ id: payload.id, firstSeen: now, lastSeen: now, page: payload.page ?? '' })
          .onConflictDoNothing();
        await tx.execute(sql`
          INSERT INTO lead_events (lead_id, at, event, error)
          SELECT ${payload.id}, ${now}, ${payload.event}, ${payload.error ?? null}
          WHERE (SELECT count(*) FROM (SELECT 1 FROM lead_events WHERE lead_id = ${payload.id} LIMIT ${MAX_EVENTS_PER_LEAD}) AS kept) < ${MAX_EVENTS_PER_LEAD}`);
      });
      return;
    }
    const last = this.lastBeat.get(payload.id) ?? 0;
    if (now.getTime() - last < MIN_HEARTBEAT_GAP_MS) return;
    this.lastBeat.set(payload.id, now.getTime());
    const entry = this.pending.get(payload.id);
    if (entry) {
      entry.seconds += 1;
      entry.last = now;
    } else {
      this.pending.set(payload.id, { seconds: 1, first: now, last: now, page: payload.page });
    }
  }

  async flush() {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.entries()];
    this.pending = new Map();
    const cutoff = this.ctx.clock.now().getTime() - 60_000;
    for (const [id, at] of this.lastBeat) if (at < cutoff) this.lastBeat.delete(id);
    // Small statements, with a turn of the event loop between them: PGlite runs in this
    // thread, and one long flush would hold every request waiting behind it.
    for (let i = 0; i < batch.length; i += FLUSH_ROWS) {
      await this.ctx.db
        .insert(leads)
        .values(
          batch
            .slice(i, i + FLUSH_ROWS)
            .map(([id, p]) => ({ id, firstSeen: p.first, lastSeen: p.last, seconds: p.seconds, page: p.page })),
        )
        .onConflictDoUpdate({
          target: leads.id,
          set: {
            seconds: sql`${leads.seconds} + excluded.seconds`,
            lastSeen: sql`GREATEST(${leads.lastSeen}, excluded.last_seen)`,
            firstSeen: sql`LEAST(${leads.firstSeen}, excluded.first_seen)`,
          },
        });
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** The 13 rows of lead_stats, with avg as avg(seconds) over every lead computes it (numeric sum / numeric count). */
export const leadStatsStatement = () =>
  sql`SELECT ${leadStats.bucket} AS bucket, ${leadStats.leads} AS leads,
             sum(${leadStats.seconds}) OVER ()::numeric / nullif(sum(${leadStats.leads}) OVER (), 0)::numeric AS avg
      FROM ${leadStats}`;

/** The newest leads with events, through leads_with_events_idx, with their events through lead_events_lead_idx. */
export const specialLeadsStatement = () => sql`
  SELECT l.first_seen, ev.events
  FROM ${leads} l
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object(
             'offset', (extract(epoch FROM e.at - l.first_seen) * 1000)::bigint,
             'event', e.event, 'error', e.error) ORDER BY e.at) AS events
    FROM ${leadEvents} e WHERE e.lead_id = l.id) AS ev
  WHERE l.has_events AND ev.events IS NOT NULL
  ORDER BY l.first_seen DESC
  LIMIT ${SPECIAL_LEADS_SHOWN}`;

/**
 * total, avgTime, the 13 bars and the special leads. The totals come from lead_stats (13 rows
 * the database keeps up to date on every write to leads), and the special leads walk
 * leads_with_events_idx newest first and stop at the page: the cost does not grow with the
 * number of visitors ever seen.
 */
export async function leadsReport(ctx: AppContext): Promise<OkFields<typeof leadsResponseSchema>> {
  const [bucketRows, special] = await Promise.all([
    selectRows<{ bucket: number; leads: string | number; avg: string | number | null }>(ctx.db, leadStatsStatement()),
    selectRows<{
      first_seen: string | Date;
      events: { offset: number; event: string; error: string | null }[];
    }>(ctx.db, specialLeadsStatement()),
  ]);
  const bars = LEAD_BUCKET_FLOORS.map(() => 0);
  const avg = bucketRows[0]?.avg;
  let total = 0;
  for (const row of bucketRows) {
    total += Number(row.leads);
    if (row.bucket >= 1) bars[Math.min(row.bucket, bars.length) - 1] += Number(row.leads);
  }
  const specialLeads: SpecialLead[] = special.map((row) => ({
    timestamp: new Date(row.first_seen).getTime(),
    events: Object.fromEntries(
      row.events.map((e) => [
        String(Math.max(0, Number(e.offset))),
        e.error ? { event: e.event, error: e.error } : { event: e.event },
      ]),
    ),
  }));
  return {
    specialLeads,
    avgTime: avg === null || avg === undefined ? 0 : Math.round(Number(avg) * 100) / 100,
    total,
    bars,
  };
}

/**
 * Forgets visitors not seen for the retention period (ANALYTICS_RETENTION_DAYS, 13 months by
 * default), with their events, in small batches so no statement holds the tables for long.
 * Returns how many leads went.
 */
export async function pruneAnalytics(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ctx.config.analyticsRetentionDays * DAY);
  let total = 0;
  for (;;) {
    const gone = await ctx.db.transaction(async (tx) => {
      const stale = tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(lt(leads.firstSeen, cutoff), lt(leads.lastSeen, cutoff)))
        .limit(PRUNE_BATCH);
      const ids = (await tx.delete(leads).where(inArray(leads.id, stale)).returning({ id: leads.id })).map((r) => r.id);
      if (ids.length > 0) await tx.delete(leadEvents).where(inArray(leadEvents.leadId, ids));
      return ids.length;
    });
    total += gone;
    if (gone < PRUNE_BATCH) return total;
  }
}

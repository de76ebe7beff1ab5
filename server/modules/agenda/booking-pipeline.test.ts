import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ruleRefusal } from '../../../common/booking-rules.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { rateLimits } from '../../platform/rate-limit.table.js';
import { useTestApp } from '../../test/build-test-app.js';
import { makeClient, uniqueEmail } from '../../test/factories.js';
import { linkedPair, setRomeTime } from '../../test/scheduling.js';
import { users } from '../accounts/accounts.table.js';
import { findUser } from '../accounts/users.js';
import { saveBookingRules } from './booking-rules.js';
import { ACTORS, BOOKING_RULES, book, type Actor, type BookingRequest, type BookingRule } from './bookings.service.js';

/*
 * The booking pipeline, actor by actor: for each rule, a request that breaks that rule alone.
 * A rule the actor meets refuses it with its exact status and Italian message (a series date
 * also with the reason it records); a rule it does not meet lets the booking through.
 */

const t = useTestApp();

// Monday 23 November 2026, 08:00 in Rome; the booking asked for: Wednesday 25 at 09:30.
beforeEach(() => setRomeTime(t, '2026-11-23 08:00'));

/** A professional with hours, a linked client, and the request each actor would make. */
async function setUp(actor: Actor) {
  const { op, client } = await linkedPair(t);
  const operator = (await findUser(t.ctx.db, op.user.id))!;
  const linked = (await findUser(t.ctx.db, client.user.id))!;
  const request: BookingRequest = {
    operator,
    ...(actor === 'visitor'
      ? { visitor: { nome: 'Vera', cognome: 'Ospite', email: uniqueEmail('ospite') }, from: '203.0.113.7' }
      : { client: linked }),
    giorno: '2026-11-25',
    ora: '09:30',
    note: '',
  };
  return { op, request };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/** How each rule is broken, alone: what is changed before the request, and the request. */
const BREAK: Record<BookingRule, (s: Setup) => Promise<BookingRequest>> = {
  linkConfirmed: async ({ request }) =>
    request.client ? { ...request, client: (await findUser(t.ctx.db, (await makeClient(t)).user.id))! } : request,
  rateLimit: async ({ request }) => {
    const key = request.client ? `booking:user:${request.client.id}` : `publicbooking:email:${request.visitor!.email}`;
    await t.ctx.db
      .insert(rateLimits)
      .values({ key, windowStart: t.clock.now(), count: 1_000_000 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: t.clock.now(), count: 1_000_000 } });
    return request;
  },
  subscription: async ({ op, request }) => {
    const lapsed = new Date(t.clock.now().getTime() - 3 * 86_400_000);
    await t.ctx.db.update(users).set({ scadenzaAbbonamento: lapsed }).where(eq(users.id, op.user.id));
    return { ...request, operator: (await findUser(t.ctx.db, op.user.id))! };
  },
  notPast: async ({ request }) => ({ ...request, giorno: '2026-11-23', ora: '07:30' }),
  // The agenda's last day is Sunday 14 February 2027; a series books one day further.
  agendaWindow: async ({ request }) => ({ ...request, giorno: '2027-02-15' }),
  service: async ({ request }) => ({ ...request, serviceId: 999_999 }),
  closedSlot: async ({ op, request }) => {
    await t.post('/api/updateprenotazione', { giorno: '2026-11-25', ora: '0930', state: 1 }, op.token);
    return request;
  },
  notice: async ({ op, request }) => {
    await saveBookingRules(t.ctx, op.user.id, { preavvisoMinuti: 4320, modificheFinoMinuti: 0, orizzonteGiorni: 84 });
    return request;
  },
  horizon: async ({ op, request }) => {
    await saveBookingRules(t.ctx, op.user.id, { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 1 });
    return request;
  },
};

/** What each actor is told when a rule it meets refuses; a series date also records why. */
const REFUSAL: Record<Actor, Partial<Record<BookingRule, { status: number; message: string; reason?: string }>>> = {
  client: {
    linkConfirmed: { status: 404, message: SCHEDULE_MSG.linkNotFound },
    rateLimit: { status: 429, message: SCHEDULE_MSG.tooManyBookings },
    subscription: { status: 403, message: SCHEDULE_MSG.professionalUnavailable },
    notPast: { status: 400, message: SCHEDULE_MSG.slotPast },
    agendaWindow: { status: 400, message: SCHEDULE_MSG.slotNotAvailable },
    service: { status: 400, message: SCHEDULE_MSG.serviceNotFound },
    closedSlot: { status: 400, message: SCHEDULE_MSG.slotNotAvailable },
    notice: { status: 403, message: ruleRefusal.notice(4320) },
    horizon: { status: 403, message: ruleRefusal.horizon(1) },
  },
  visitor: {
    rateLimit: { status: 429, message: MSG.tooManyRequests },
    subscription: { status: 403, message: SCHEDULE_MSG.professionalUnavailable },
    notPast: { status: 400, message: SCHEDULE_MSG.slotPast },
    agendaWindow: { status: 400, message: SCHEDULE_MSG.slotNotAvailable },
    service: { status: 400, message: SCHEDULE_MSG.serviceNotFound },
    closedSlot: { status: 400, message: SCHEDULE_MSG.slotNotAvailable },
    notice: { status: 403, message: ruleRefusal.visitorNotice(4320) },
  },
  operator: {
    linkConfirmed: { status: 404, message: SCHEDULE_MSG.linkNotFound },
    subscription: { status: 403, message: SCHEDULE_MSG.professionalUnavailable },
    notPast: { status: 400, message: SCHEDULE_MSG.slotPast },
    agendaWindow: { status: 400, message: SCHEDULE_MSG.slotNotAvailable },
    service: { status: 400, message: SCHEDULE_MSG.serviceNotFound },
  },
  series: {
    subscription: { status: 403, message: SCHEDULE_MSG.professionalUnavailable, reason: 'non_disponibile' },
    notPast: { status: 400, message: SCHEDULE_MSG.slotPast, reason: 'passata' },
    closedSlot: { status: 400, message: SCHEDULE_MSG.slotNotInHours, reason: 'chiusa' },
  },
};

/** Each actor's rules, as the test names them. */
const APPLIED: Record<Actor, BookingRule[]> = {
  client: ['linkConfirmed', 'rateLimit', 'subscription', 'notPast', 'agendaWindow', 'service', 'closedSlot', 'notice', 'horizon'],
  visitor: ['rateLimit', 'subscription', 'notPast', 'agendaWindow', 'service', 'closedSlot', 'notice'],
  operator: ['linkConfirmed', 'subscription', 'notPast', 'agendaWindow', 'service'],
  series: ['subscription', 'notPast', 'closedSlot'],
};

const WHO: Record<Actor, string> = {
  client: 'a client on their professional’s calendar',
  visitor: 'a visitor on the public agenda',
  operator: 'the professional, for a linked client',
  series: 'a date of a series',
};

describe.each(Object.keys(APPLIED) as Actor[])('a booking by %s', (actor) => {
  it(`meets exactly its row of rules (${WHO[actor]})`, () => {
    expect(ACTORS[actor].rules).toEqual(APPLIED[actor]);
  });

  it.each(BOOKING_RULES.filter((rule) => APPLIED[actor].includes(rule)))('is refused by the rule %s', async (rule) => {
    const request = await BREAK[rule](await setUp(actor));
    const { status, message, reason } = REFUSAL[actor][rule]!;
    await expect(book(t.ctx.db, t.ctx, request, actor)).rejects.toMatchObject({ status, message, ...(reason ? { reason } : {}) });
  });

  it.each(BOOKING_RULES.filter((rule) => !APPLIED[actor].includes(rule)))('goes through the rule %s', async (rule) => {
    const request = await BREAK[rule](await setUp(actor));
    const booking = await book(t.ctx.db, t.ctx, request, actor);
    expect(booking).toMatchObject({ giorno: request.giorno, ora: request.ora, cancelledAt: null });
  });
});

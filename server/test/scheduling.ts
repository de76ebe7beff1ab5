import type { CalendarDay, Slot } from '../../common/agenda.js';
import { EMPTY_ORARIO, type Orario } from '../../common/schedule.js';
import type { TestApp } from './build-test-app.js';
import { makeClient, makeOperator, type MadeUser } from './factories.js';

/** Every day 09:00–12:30 with a break at 11:00. */
export const FULL_WEEK: Orario = Object.fromEntries(
  Object.keys(EMPTY_ORARIO).map((k) => [k, ['09:00', '12:30', '11:00']]),
) as Orario;

/**
 * A setup request that must succeed: a refused one stops the test here, with the call and the
 * answer, rather than later at an assertion that only looks unrelated. (The process tests pass a
 * bare `post`, so this reads the status rather than a schema.)
 */
async function setUp(t: Pick<TestApp, 'post'>, url: string, body: unknown, token: string): Promise<void> {
  const res = await t.post(url, body, token);
  if (res.status !== 200) throw new Error(`POST ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/**
 * A professional with hours and a client they accepted. The client's e-mail saying so is
 * delivered and set aside, so a test's mailbox holds only what the test itself caused.
 */
export async function linkedPair(t: TestApp, orario: Orario = FULL_WEEK): Promise<{ op: MadeUser; client: MadeUser }> {
  const op = await makeOperator(t);
  const client = await makeClient(t);
  await setUp(t, '/api/updateorario', { orario }, op.token);
  await setUp(t, '/api/askop', { id: op.user.id }, client.token);
  await setUp(t, '/api/confirmcliente', { id: client.user.id }, op.token);
  // The process tests seed a data directory with a bare app: no mailbox to tidy.
  if (typeof t.flushMail !== 'function') return { op, client };
  await t.flushMail();
  const accepted = t.mailbox.received.findIndex(
    (m) => m.to === client.user.email.toLowerCase() && m.subject.endsWith('ha accettato la tua richiesta'),
  );
  if (accepted >= 0) t.mailbox.received.splice(accepted, 1);
  return { op, client };
}

/** Another client, linked to `op` and accepted. */
export async function linkClient(t: TestApp, op: MadeUser): Promise<MadeUser> {
  const client = await makeClient(t);
  await setUp(t, '/api/askop', { id: op.user.id }, client.token);
  await setUp(t, '/api/confirmcliente', { id: client.user.id }, op.token);
  return client;
}

/** Sets the test clock to a Rome wall-clock time, e.g. '2026-11-23 08:00' (CET, +01:00). */
export function setRomeTime(t: TestApp, wall: string, offset = '+01:00') {
  t.clock.set(new Date(`${wall.replace(' ', 'T')}:00${offset}`));
}

/** The slot at `ora` ('09:30') of the day `isoDate` in a calendar the API answered. */
export const slotAt = (calendario: CalendarDay[], isoDate: string, ora: string): Slot =>
  calendario
    .find((d) => d.isoDate === isoDate)!
    .ore.flat()
    .find((s) => s.ora === ora)!;

/**
 * `book(token, id, giorno, ora, extra)`: POST /api/createprenotazione as `token` with the
 * professional `id`, a plain booking (no service, no note) unless `extra` says otherwise.
 */
export const bookWith =
  (t: TestApp) =>
  (token: string, id: number, giorno: string, ora: string, extra: Record<string, unknown> = {}) =>
    t.post('/api/createprenotazione', { id, giorno, ora, serviceId: 0, note: '', ...extra }, token);

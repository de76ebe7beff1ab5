import { sql } from 'drizzle-orm';
import * as notificationsCopy from '../../common/messages/notifications.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as accountsContract from '../../common/accounts.js';
import * as securityContract from '../../common/security.js';
import * as adminContract from '../../common/admin.js';
import * as agendaContract from '../../common/agenda.js';
import * as calendarsContract from '../../common/calendars.js';
import * as calendarsCopy from '../../common/messages/calendars.js';
import * as linksContract from '../../common/links.js';
import * as externalCalendarsContract from '../../common/external-calendars.js';
import * as externalCalendarsCopy from '../../common/messages/external-calendars.js';
import * as emailsCopy from '../../common/messages/emails.js';
import * as itCopy from '../../common/messages/it.js';
import * as securityCopy from '../../common/messages/security.js';
import * as publicCopy from '../../common/messages/public.js';
import * as schedulingCopy from '../../common/messages/scheduling.js';
import * as subscriptionsCopy from '../../common/messages/subscriptions.js';
import * as workspaceCopy from '../../common/messages/workspace.js';
import * as agendaViewCopy from '../../common/messages/agenda-view.js';
import * as publicContract from '../../common/public.js';
import * as scheduleContract from '../../common/schedule.js';
import * as subscriptionsContract from '../../common/subscriptions.js';
import * as workspaceContract from '../../common/workspace.js';
import { selectRows } from '../db/client.js';
import { apiRoutes, type Route } from './api-routes.js';
import { TEST_ADMIN, useTestApp } from './build-test-app.js';
import { multipart, TINY_PNG } from './multipart.js';
import { linkedPair } from './scheduling.js';

const t = useTestApp();

interface Input {
  label: string;
  query?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}
interface Caller {
  name: string;
  token?: string;
  /** False: every route, but only the inputs in SAMPLE. */
  everyInput: boolean;
}

/**
 * Routes that cannot be sent bad input, with the callers they are skipped for. Logout takes
 * no input: whatever the body, a signed-in caller is logged out, which is its job (and would
 * end the session the rest of the sweep uses). So do making and turning off a calendar feed.
 */
const SKIPPED: Record<string, (caller: Caller) => boolean> = {
  'POST /api/logout': (caller) => caller.token !== undefined,
  // Take no input either: whatever the body, they make a new calendar feed URL or turn it off, which is their job.
  'POST /api/feedcalendario': (caller) => caller.token !== undefined,
  'POST /api/disattivafeedcalendario': (caller) => caller.token !== undefined,
};

/**
 * Tables that legitimately change on refused requests. `rate_limits` counts attempts before
 * the input is read (registration is limited per IP whatever it carries), so a refused
 * request may add its counter's first row.
 */
const CHANGING_TABLES = new Set(['rate_limits']);

/** The field names of every request contract in common/, so a body can set all of them wrong. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  const fieldsOf = (schema: z.ZodType): string[] => {
    if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
    const def = schema._zod.def as { in?: z.ZodType; innerType?: z.ZodType };
    const inner = def.in ?? def.innerType;
    return inner ? fieldsOf(inner) : [];
  };
  const contracts = [
    accountsContract,
    securityContract,
    adminContract,
    agendaContract,
    calendarsContract,
    linksContract,
    publicContract,
    scheduleContract,
    subscriptionsContract,
    workspaceContract,
    externalCalendarsContract,
  ];
  for (const contract of contracts) {
    for (const value of Object.values(contract)) {
      if (value instanceof z.ZodType) fieldsOf(value).forEach((name) => names.add(name));
    }
  }
  return [...names].sort();
}

/** Every Italian text in common/messages (strings of the exported objects; e-mail builders are functions). */
function italianMessages(): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  [
    emailsCopy,
    calendarsCopy,
    itCopy,
    securityCopy,
    publicCopy,
    schedulingCopy,
    subscriptionsCopy,
    workspaceCopy,
    externalCalendarsCopy,
    agendaViewCopy,
    notificationsCopy,
  ].forEach(collect);
  return texts;
}

function malformedQueries(fields: string[]): Input[] {
  return [
    { label: 'id=abc', query: 'id=abc' },
    { label: 'id=-1', query: 'id=-1' },
    { label: 'id=1e309', query: 'id=1e309' },
    { label: 'page=999999999999', query: 'page=999999999999' },
    { label: 'page=-3', query: 'page=-3' },
    { label: 'q of 10,000 characters', query: `q=${'x'.repeat(10_000)}` },
    { label: 'id[]=1', query: 'id[]=1' },
    { label: 'id=%00', query: 'id=%00' },
    { label: 'id twice', query: 'id=1&id=2' },
    { label: 'every field=abc', query: fields.map((name) => `${name}=abc`).join('&') },
  ];
}

const json = (label: string, payload: string): Input => ({
  label,
  payload,
  headers: { 'content-type': 'application/json' },
});

/** `uploadTo` is a user the caller may send a document to, so a cut-off upload reaches the file store. */
function malformedBodies(fields: string[], uploadTo: number): Input[] {
  const everyField = (value: unknown) => Object.fromEntries(fields.map((name) => [name, value]));
  // 100,000 characters in every field would pass the 1 MB body limit; a few fields per body stay under it.
  const longText = 'x'.repeat(100_000);
  const longBodies: Input[] = [];
  for (let i = 0; i < fields.length; i += 9) {
    const some = fields.slice(i, i + 9);
    longBodies.push(
      json(`100,000 characters in ${some.join(', ')}`, JSON.stringify(Object.fromEntries(some.map((f) => [f, longText])))),
    );
  }
  const garbage = Buffer.from([0xff, 0x00, 0x7b, 0x22, 0x0d, 0x0a, 0x2d, 0x2d]);
  const wrongData = JSON.stringify(everyField({ nested: [1] }));
  const file = { filename: '../../x.exe', contentType: 'application/octet-stream', content: garbage };
  const upload = multipart({
    data: JSON.stringify({ id: uploadTo, filename: 'a.txt' }),
    doc: { ...file, content: Buffer.alloc(64 * 1024, 'a') },
  });
  return [
    json('invalid JSON text', '{"nome": '),
    json('an empty JSON body', ''),
    json('a JSON array', '[1,"a",null]'),
    json('JSON null', 'null'),
    json('a JSON number', '42'),
    json('a JSON string', '"testo"'),
    { label: 'an unknown content type', payload: '<a/>', headers: { 'content-type': 'application/xml' } },
    json('every field a number', JSON.stringify(everyField(12345))),
    json('every field -1', JSON.stringify(everyField(-1))),
    json('every field 1e308', JSON.stringify(everyField(1e308))),
    json('every field a nested object', JSON.stringify(everyField({ a: { b: { c: 1 } } }))),
    json('every field an array', JSON.stringify(everyField([1, 'a', null]))),
    json('every field null', JSON.stringify(everyField(null))),
    ...longBodies,
    { label: 'multipart without a boundary', payload: garbage, headers: { 'content-type': 'multipart/form-data' } },
    {
      label: 'multipart with a wrong boundary',
      payload: Buffer.concat([Buffer.from('--other\r\n'), garbage]),
      headers: { 'content-type': 'multipart/form-data; boundary=studio' },
    },
    {
      label: 'multipart with a boundary of 300 characters',
      payload: garbage,
      headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
    },
    { label: 'multipart cut off inside a file', payload: upload.payload.subarray(0, 32 * 1024), headers: upload.headers },
    { label: 'multipart with invalid JSON data', ...multipart({ data: '{"id": ', doc: file }) },
    { label: 'multipart with wrong data types', ...multipart({ data: wrongData, doc: file }) },
    { label: 'multipart with a document before its data', ...multipart({ doc: file, data: '{}' }) },
    { label: 'multipart with an image before its data', ...multipart({ image: { ...file, content: TINY_PNG }, data: '{}' }) },
  ];
}

/** The inputs the visitor and the client get, one of each kind; the other callers get them all. */
const SAMPLE = new Set([
  'id=abc',
  'page=-3',
  'q of 10,000 characters',
  'invalid JSON text',
  'a JSON array',
  'every field a number',
  'every field a nested object',
  'multipart with wrong data types',
  'multipart cut off inside a file',
]);

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await selectRows<{ table_name: string }>(
    t.ctx.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    const [row] = await selectRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(row.n);
  }
  return counts;
}

const ENGLISH = /\b(bad request|internal|must|expected|invalid|required|unsupported|body|json)\b/i;

describe('malformed requests to every API route', () => {
  const routes: Route[] = [];
  const serverErrors: string[] = [];
  const unclearRefusals: string[] = [];
  let before: Record<string, number> = {};
  let after: Record<string, number> = {};

  beforeAll(async () => {
    const { op, client } = await linkedPair(t);
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    const callers: Caller[] = [
      { name: 'a professional', token: op.token, everyInput: true },
      { name: 'a visitor', everyInput: false },
      { name: 'a client', token: client.token, everyInput: false },
      { name: 'the administrator', token: admin, everyInput: true },
    ];
    const fields = contractFieldNames();
    const queries = malformedQueries(fields);
    const bodies = malformedBodies(fields, client.user.id);
    const messages = italianMessages();
    routes.push(...apiRoutes(t.app));

    before = await rowCounts();
    for (const route of routes) {
      const inputs = route.method === 'GET' ? queries : bodies;
      for (const caller of callers) {
        if (SKIPPED[`${route.method} ${route.path}`]?.(caller)) continue;
        for (const input of inputs) {
          if (!caller.everyInput && !SAMPLE.has(input.label)) continue;
          const res = await t.inject({
            method: route.method as 'GET' | 'POST',
            url: input.query ? `${route.path}?${input.query}` : route.path,
            payload: input.payload,
            headers: { ...input.headers, ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) },
          });
          const request = `${route.method} ${route.path} by ${caller.name} with ${input.label}`;
          const answer = `${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) serverErrors.push(`${request}: ${answer}`);
          else if (res.statusCode >= 400) {
            const problem = refusalProblem(res.body, messages);
            if (problem) unclearRefusals.push(`${request}: ${problem}: ${answer}`);
          }
        }
      }
    }
    await t.heartbeats.flush();
    after = await rowCounts();
  }, 180_000);

  it('finds the API routes in the app itself, nested ones included', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/calendariocliente' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/checkout-simulato/paga' });
  });

  it('never answers a malformed request with a server error', () => {
    expect(serverErrors).toEqual([]);
  });

  it('refuses malformed requests with { success: false, error } and an Italian message', () => {
    expect(unclearRefusals).toEqual([]);
  });

  it('changes no data when it refuses malformed requests', () => {
    const kept = (counts: Record<string, number>) =>
      Object.fromEntries(Object.entries(counts).filter(([table]) => !CHANGING_TABLES.has(table)));
    expect(kept(after)).toEqual(kept(before));
  });
});

/** What is wrong with a refusal's body, or undefined when it is `{ success: false, error }` with one of our messages. */
function refusalProblem(text: string, messages: Set<string>): string | undefined {
  let body: { success?: unknown; error?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return 'not JSON';
  }
  if (body.success !== false || typeof body.error !== 'string' || !body.error) return 'not { success: false, error }';
  if (ENGLISH.test(body.error)) return 'English error';
  if (!messages.has(body.error)) return 'error not from common/messages';
  return undefined;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages/it.js';
import { WORKSPACE_MSG } from '../../common/messages/workspace.js';
import { createSession } from '../modules/accounts/sessions.service.js';
import { apiRoutes, type Route } from './api-routes.js';
import { TEST_ADMIN, useTestApp } from './build-test-app.js';
import { DEFAULT_PASSWORD, makeClient } from './factories.js';
import { linkedPair } from './scheduling.js';

const t = useTestApp();

/**
 * Who may call a route:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user (client, professional or the administrator);
 * - `client`: clients only; `professional`: professionals, the administrator included (its account is a professional's);
 * - `admin`: the administrator only;
 * - `signed-link`: whoever holds a signed token in the URL or body; without a valid one every caller gets the same
 *   answer, so the answer reveals nothing about the caller or about what exists;
 * - `webhook`: the payment provider, proven by its signature; without one every caller gets the same refusal.
 */
type Access = 'public' | 'signed-in' | 'client' | 'professional' | 'admin' | 'signed-link' | 'webhook';

interface Row {
  access: Access;
  /** The query string of a request that passes the route's input checks, so the refusal comes from its guard. */
  query?: string;
  /** The JSON body of such a request. */
  body?: Record<string, unknown>;
  /** The URL to call when the route has parameters in its path. */
  url?: string;
  /** The 403 message for the wrong role, when the route words it for its case. */
  wrongRole?: string;
  /** A signed-in call ends the session it is made with (logout): made with a spare session of the same user. */
  endsSession?: boolean;
}

/** Ids that name nothing: an allowed caller gets a 404 or 400 and changes nothing. */
const NOBODY = 999_999;
const DAY = '2030-01-07';
const ORARIO = { l: [], ma: [], me: [], g: [], v: [], s: [], d: [] };

/** Every route under /api/ and who may call it. A new route needs its row here. */
const MATRIX: Record<string, Row> = {
  // Accounts: signing up and in, links in e-mails.
  'POST /api/register': { access: 'public' },
  'GET /api/confirm': { access: 'signed-link', query: 'token=falso' },
  'POST /api/confirm': { access: 'signed-link', body: { token: 'falso', password: 'Password123' } },
  'POST /api/loginlink': { access: 'signed-link', body: { token: 'falso' } },
  // Right credentials: wrong ones get the login's own 401, which is no guard's refusal.
  'POST /api/login': { access: 'public', body: TEST_ADMIN },
  'POST /api/logout': { access: 'signed-in', endsSession: true },
  'GET /api/me': { access: 'signed-in' },
  'POST /api/resetpassword': { access: 'public', body: { email: 'nessuno@example.it' } },
  'POST /api/resetpasswordconfirm': {
    access: 'signed-link',
    body: { token: 'falso', password: 'NuovaChiave9', passwordConfirm: 'NuovaChiave9' },
  },
  'POST /api/updateme': {
    access: 'signed-in',
    body: { nome: 'Marco', cognome: 'Rossi', telefono: '3331234567', codiceFiscale: 'RSSMRC85M01H501Z' },
  },
  'POST /api/updatepassword': {
    access: 'signed-in',
    body: { currentPassword: 'Sbagliata1', password: 'NuovaChiave9', passwordConfirm: 'NuovaChiave9' },
  },
  'POST /api/assistenza': { access: 'signed-in', body: { subject: 'Prova', content: 'Prova di accesso.' } },
  'POST /api/2fa/setup': { access: 'signed-in' },
  'POST /api/2fa/enable': {
    access: 'signed-in',
    body: { secret: 'A'.repeat(32), code: '123456', password: 'Sbagliata1' },
  },
  'POST /api/2fa/disable': { access: 'signed-in', body: { password: 'Sbagliata1', code: '123456' } },
  'GET /api/sessions': { access: 'signed-in' },
  'POST /api/sessions/end': { access: 'signed-in', body: { id: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/sessions/endothers': { access: 'signed-in' },
  'GET /api/esportadati': { access: 'signed-in' },
  'POST /api/eliminaaccount': { access: 'signed-in', body: { password: 'Sbagliata1' } },

  // The administrator's pages.
  'GET /api/adminclienti': { access: 'admin' },
  'GET /api/admincliente': { access: 'admin', query: `id=${NOBODY}` },
  'POST /api/adminupdateuser': {
    access: 'admin',
    query: `id=${NOBODY}`,
    body: { nome: 'Marco', cognome: 'Rossi', attivo: true },
  },
  'GET /api/admindocumento': { access: 'admin', query: `id=${NOBODY}` },
  'GET /api/adminorario': { access: 'admin', query: `id=${NOBODY}` },
  'POST /api/adminupdateorario': { access: 'admin', body: { id: NOBODY, orario: ORARIO } },
  'GET /api/adminservizi': { access: 'admin', query: `id=${NOBODY}` },
  'POST /api/admincreateservizio': { access: 'admin', query: `id=${NOBODY}`, body: { nome: 'Visita' } },
  'POST /api/adminupdateservizio': { access: 'admin', query: `id=${NOBODY}`, body: { id: NOBODY, nome: 'Visita' } },
  'POST /api/admindeleteservizio': { access: 'admin', query: `id=${NOBODY}`, body: { id: NOBODY } },
  'GET /api/adminleads': { access: 'admin' },
  'GET /api/adminregistro': { access: 'admin' },

  // The agenda.
  'GET /api/prossimiappuntamenti': { access: 'professional' },
  'GET /api/imieiappuntamenti': { access: 'client' },
  'POST /api/riaprigiornata': { access: 'professional', body: { giorno: DAY } },
  'GET /api/regoleprenotazione': { access: 'professional' },
  'POST /api/updateregoleprenotazione': {
    access: 'professional',
    body: { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: 84 },
  },
  'GET /api/calendario': { access: 'professional' },
  'GET /api/calendariocliente': { access: 'client', query: `id=${NOBODY}` },
  'POST /api/updateprenotazione': { access: 'professional', body: { state: 1, ora: '0900', giorno: '2020-01-06' } },
  'POST /api/updategiornata': { access: 'professional', body: { giorno: '2020-01-06' } },
  'POST /api/createprenotazione': { access: 'client', body: { id: NOBODY, ora: '0900', giorno: DAY } },
  'POST /api/spostaprenotazione': {
    access: 'signed-in',
    body: { id: NOBODY, ora: '0900', giorno: DAY, nuovaOra: '1000', nuovoGiorno: DAY },
  },
  'POST /api/deleteprenotazione': { access: 'signed-in', body: { id: NOBODY, ora: '0900', giorno: DAY } },
  'POST /api/createprenotazionecliente': { access: 'professional', body: { clientId: NOBODY, ora: '0900', giorno: DAY } },
  'POST /api/anteprimaserie': {
    access: 'professional',
    body: { clientId: NOBODY, ora: '0900', giorno: DAY, frequenza: 1, occorrenze: 2 },
  },
  'POST /api/createserie': {
    access: 'professional',
    body: { clientId: NOBODY, ora: '0900', giorno: DAY, frequenza: 1, occorrenze: 2 },
  },
  'GET /api/serieprenotazione': { access: 'signed-in', query: `giorno=${DAY}&ora=0900&id=${NOBODY}` },
  'POST /api/deleteprenotazioneserie': {
    access: 'signed-in',
    body: { id: NOBODY, ora: '0900', giorno: DAY, ambito: 'solo' },
  },

  // Hours, services, the video-call link.
  'GET /api/orario': { access: 'professional' },
  'POST /api/updateorario': { access: 'professional', body: { orario: ORARIO } },
  'GET /api/servizi': { access: 'signed-in', query: `id=${NOBODY}` },
  'POST /api/createservizio': { access: 'professional', body: { nome: 'Visita' } },
  'POST /api/updateservizio': { access: 'professional', body: { id: NOBODY, nome: 'Visita' } },
  'POST /api/deleteservizio': { access: 'professional', body: { id: NOBODY } },
  'GET /api/videochiamata': { access: 'professional' },
  'POST /api/videochiamata': { access: 'professional', body: { link: '' } },

  // Access log, analytics.
  'GET /api/registroaccessi': { access: 'professional' },
  'POST /api/analytics': { access: 'public', body: {} },

  // Calendar feeds and external calendars.
  'GET /api/feedcalendario': { access: 'signed-in' },
  'POST /api/feedcalendario': { access: 'signed-in' },
  'POST /api/feedcalendarioprivato': { access: 'professional', body: { privato: true } },
  'POST /api/disattivafeedcalendario': { access: 'signed-in' },
  'GET /api/ical/:file': { access: 'signed-link', url: '/api/ical/falso.ics' },
  'GET /api/calendariesterni': { access: 'professional' },
  'POST /api/calendariesterni': { access: 'professional', body: { indirizzo: 'https://127.0.0.1/calendario.ics' } },
  'POST /api/calendariesterni/aggiorna': { access: 'professional', body: { id: NOBODY } },
  'POST /api/calendariesterni/titoli': { access: 'professional', body: { id: NOBODY, mostraTitoli: true } },
  'POST /api/calendariesterni/elimina': { access: 'professional', body: { id: NOBODY } },

  // Chat and documents.
  'GET /api/messaggi': { access: 'signed-in', query: `id=${NOBODY}` },
  'POST /api/letto': { access: 'signed-in', body: { id: NOBODY } },
  'POST /api/inviamessaggio': { access: 'signed-in', body: { id: NOBODY, testo: 'Ciao' } },
  'POST /api/documentiletti': { access: 'signed-in', body: { id: NOBODY } },
  'POST /api/carica': { access: 'signed-in' },
  'GET /api/documenti': { access: 'signed-in', query: `id=${NOBODY}` },
  'GET /api/scarica': { access: 'signed-in', query: `id=${NOBODY}` },
  'POST /api/deletedocumento': { access: 'professional', body: { id: NOBODY }, wrongRole: WORKSPACE_MSG.onlyOperatorDeletes },

  // Links between clients and professionals, and the workspace.
  'GET /api/ops': { access: 'client' },
  'GET /api/myops': { access: 'client' },
  'POST /api/askop': { access: 'client', body: { id: NOBODY } },
  'GET /api/clienti': { access: 'professional' },
  'POST /api/confirmcliente': { access: 'professional', body: { id: NOBODY } },
  'GET /api/cliente': { access: 'professional', query: `id=${NOBODY}` },
  'GET /api/op': { access: 'client', query: `id=${NOBODY}` },
  'POST /api/updatecliente': { access: 'professional', body: { id: NOBODY, note: '' } },
  'POST /api/deleteop': { access: 'client', body: { id: NOBODY } },
  'POST /api/deletecliente': { access: 'professional', body: { id: NOBODY } },
  'GET /api/nonletti': { access: 'signed-in' },

  // Notification e-mails.
  'GET /api/notifiche': { access: 'signed-in' },
  'POST /api/notifiche': { access: 'signed-in', body: { email_messaggi: true } },
  'GET /api/disiscrizione': { access: 'signed-link', query: 'token=falso' },
  'POST /api/disiscrizione': { access: 'signed-link', query: 'token=falso' },

  // The public booking page and the company's details.
  'GET /api/azienda': { access: 'public' },
  'GET /api/calendariomio': { access: 'public' },
  'POST /api/createprenotazionemia': {
    access: 'public',
    body: { nome: 'Anna', cognome: 'Verdi', email: 'anna@example.it', ora: '0900', giorno: '2020-01-06' },
  },
  'GET /api/prenotazionemia': { access: 'signed-link', query: `id=${NOBODY}&token=falso` },
  'POST /api/annullaprenotazionemia': { access: 'signed-link', body: { id: NOBODY, token: 'falso' } },

  // Subscriptions and payments.
  'POST /api/checkout': { access: 'professional', body: { annuale: false } },
  'POST /api/autorinnovo': { access: 'professional', body: { enable: true } },
  'GET /api/pagamenti': { access: 'professional' },
  'GET /api/abbonamento': { access: 'professional' },
  'POST /api/stripe/webhook': { access: 'webhook', body: { type: 'checkout.session.completed' } },
  'GET /api/checkout-simulato': { access: 'signed-link', query: 'session=falso' },
  'POST /api/checkout-simulato/paga': { access: 'signed-link', body: { session: 'falso' } },
  'POST /api/checkout-simulato/annulla': { access: 'public' },

  // The platform.
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
};

type Role = 'anonymous' | 'client' | 'professional' | 'admin' | 'disabled' | 'erased';
const ROLES: Role[] = ['anonymous', 'client', 'professional', 'admin', 'disabled', 'erased'];
const CALLER: Record<Role, string> = {
  anonymous: 'an anonymous caller',
  client: 'a client',
  professional: 'a professional',
  admin: 'the administrator',
  disabled: 'the old token of a disabled account',
  erased: 'the old token of an erased account',
};

/** What a role gets from a route of each kind: 'allowed', or the exact refusal. */
type Expected = 'allowed' | 'same-for-all' | { status: number; error: string };
const NOT_LOGGED_IN = { status: 401, error: MSG.unauthenticated };
const WRONG_ROLE = { status: 403, error: MSG.forbidden };
const BAD_SIGNATURE = { status: 400, error: MSG.invalidRequest };

function expected({ access, wrongRole }: Row, role: Role): Expected {
  if (access === 'public') return 'allowed';
  if (access === 'signed-link') return 'same-for-all';
  if (access === 'webhook') return BAD_SIGNATURE;
  if (role === 'anonymous' || role === 'disabled' || role === 'erased') return NOT_LOGGED_IN;
  if (access === 'signed-in') return 'allowed';
  const allowed: Record<'client' | 'professional' | 'admin', Role[]> = {
    client: ['client'],
    professional: ['professional', 'admin'],
    admin: ['admin'],
  };
  return allowed[access].includes(role) ? 'allowed' : wrongRole ? { status: 403, error: wrongRole } : WRONG_ROLE;
}

const cases = Object.entries(MATRIX).flatMap(([route, row]) =>
  ROLES.map((role) => ({ route, row, role, caller: CALLER[role], expect: expected(row, role) })),
);
const refusals = cases.filter((c) => typeof c.expect === 'object').map((c) => [`${c.route} refuses ${c.caller}`, c] as const);
const allowed = cases.filter((c) => c.expect === 'allowed').map((c) => [`${c.route} lets ${c.caller} through`, c] as const);
const signedLinks = Object.entries(MATRIX).filter(([, row]) => row.access === 'signed-link');

describe('the authorisation matrix', () => {
  const tokens: Partial<Record<Role, string>> = {};
  const userIds: Partial<Record<Role, number>> = {};
  const routes: Route[] = [];

  beforeAll(async () => {
    const { op, client } = await linkedPair(t);
    const admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token as string;
    const adminId = (await t.get('/api/me', admin)).body.me.id as number;
    // An account the administrator turned off: the token it was given before stays in the caller's hands.
    const disabled = await makeClient(t);
    const off = await t.inject({
      method: 'POST',
      url: `/api/adminupdateuser?id=${disabled.user.id}`,
      payload: { nome: 'Marco', cognome: 'Rossi', attivo: false },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(off.statusCode).toBe(200);
    // An account its owner erased: its session from before names a user that is gone.
    const erased = await makeClient(t);
    expect((await t.post('/api/eliminaaccount', { password: DEFAULT_PASSWORD }, erased.token)).status).toBe(200);
    Object.assign(tokens, {
      client: client.token,
      professional: op.token,
      admin,
      disabled: disabled.token,
      erased: erased.token,
    });
    Object.assign(userIds, { client: client.user.id, professional: op.user.id, admin: adminId });
    routes.push(...apiRoutes(t.app));
  });

  async function call(route: string, row: Row, role: Role) {
    const [method, path] = route.split(' ');
    let token = tokens[role];
    if (row.endsSession && token && userIds[role]) token = await createSession(t.ctx, userIds[role]!, false);
    const res = await t.inject({
      method: method as 'GET' | 'POST',
      url: `${row.url ?? path}${row.query ? `?${row.query}` : ''}`,
      payload: row.body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    let body: Record<string, unknown> = {};
    try {
      body = res.json();
    } catch {
      body = { raw: res.body.slice(0, 200) };
    }
    return { status: res.statusCode, body };
  }

  it('has a row for every API route of the app', () => {
    const missing = routes.map((r) => `${r.method} ${r.path}`).filter((route) => !(route in MATRIX));
    expect(missing.map((route) => `add the route to the matrix: ${route}`)).toEqual([]);
  });

  it('has no row for a route the app does not have', () => {
    const present = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(MATRIX).filter((route) => !present.has(route))).toEqual([]);
  });

  it.each(refusals)('%s', async (_name, { route, row, role, expect: refusal }) => {
    const { status, body } = await call(route, row, role);
    expect({ status, success: body.success, error: body.error }).toEqual({
      ...(refusal as { status: number; error: string }),
      success: false,
    });
  });

  it.each(allowed)('%s', async (_name, { route, row, role }) => {
    const { status, body } = await call(route, row, role);
    expect(status, JSON.stringify(body)).not.toBe(401);
    expect(status, JSON.stringify(body)).not.toBe(403);
    expect(status, JSON.stringify(body)).toBeLessThan(500);
  });

  it.each(signedLinks)('%s without a valid signed token answers every caller alike', async (route, row) => {
    const answers = await Promise.all(ROLES.map((role) => call(route, row, role)));
    const [first] = answers;
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    expect([401, 403]).not.toContain(first.status);
    expect(first.body.success).toBe(false);
    for (const answer of answers) expect(answer).toEqual(first);
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUBSCRIPTION } from '../../common/constants.js';
import { users, type User } from '../modules/accounts/accounts.table.js';
import { createSession } from '../modules/accounts/sessions.service.js';
import { hashPassword } from '../platform/auth/passwords.js';
import type { TestApp } from './build-test-app.js';

export const DEFAULT_PASSWORD = 'Password123';
let cachedHash: Promise<string> | undefined;

export const uniqueEmail = (prefix = 'utente') => `${prefix}.${randomBytes(4).toString('hex')}@example.it`;

/** The `data` of POST /api/register as /register sends it for a client, with `overrides`. */
export function clientRegistration(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail('nuovo');
  return {
    nome: 'Anna',
    cognome: 'Verdi',
    email,
    confirmEmail: email,
    telefono: '3471112233',
    codiceFiscale: 'VRDNNA90A41F205X',
    password: 'AgendaVerde7',
    confirmPassword: 'AgendaVerde7',
    partitaIva: '',
    nomeAzienda: '',
    indirizzo: '',
    citta: '',
    cap: '',
    provincia: '',
    imageName: '',
    op: false,
    termini: true,
    ...overrides,
  };
}

/** The same for a professional (the ID image goes in its own multipart part). */
export const operatorRegistration = (overrides: Record<string, unknown> = {}) =>
  clientRegistration({
    op: true,
    nomeAzienda: 'Studio Verdi',
    indirizzo: 'Via Po 2',
    citta: 'Torino',
    cap: '10100',
    provincia: 'TO',
    imageName: 'id.png',
    ...overrides,
  });

export interface MadeUser {
  user: User;
  token: string;
  email: string;
}

/** A confirmed, active user with a session token; `op` makes a professional with a trial. */
export async function makeUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}): Promise<MadeUser> {
  cachedHash ??= hashPassword(DEFAULT_PASSWORD);
  const now = t.clock.now();
  const op = overrides.op ?? false;
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email: uniqueEmail(op ? 'pro' : 'cliente'),
      passwordHash: await cachedHash,
      nome: op ? 'Giulia' : 'Marco',
      cognome: op ? 'Bianchi' : 'Rossi',
      telefono: '3331234567',
      codFiscale: op ? 'BNCGLI80A41H501X' : 'RSSMRC85M01H501Z',
      nomeAzienda: op ? 'Studio Bianchi' : '',
      indirizzo: op ? 'Via Roma 1' : '',
      citta: op ? 'Roma' : '',
      cap: op ? '00100' : '',
      provincia: op ? 'RM' : '',
      emailConfirmedAt: now,
      scadenzaAbbonamento: op ? new Date(now.getTime() + SUBSCRIPTION.trialDays * 86_400_000) : null,
      ...overrides,
    })
    .returning();
  const token = await createSession(t.ctx, user.id, true);
  return { user, token, email: user.email };
}

export const makeClient = (t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) =>
  makeUser(t, { ...overrides, op: false });
export const makeOperator = (t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) =>
  makeUser(t, { ...overrides, op: true });

export async function reloadUser(t: TestApp, id: number) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  return user;
}

import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { waitForLink } from './outbox.js';
import type { Person, Professional } from './people.js';
import { writeTinyPng } from './png.js';

/** A server of the tests: the run's own (by default) or one a test started for itself. */
export interface TestServer {
  baseUrl: string;
  dataDir: string;
}

const runServer = (): TestServer => ({ baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });

async function post(server: TestServer, path: string, body: FormData | Record<string, unknown>): Promise<void> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: body instanceof FormData ? {} : { 'Content-Type': 'application/json' },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Registers and confirms an account through the API, for tests that start logged in. */
export async function createConfirmedAccount(person: Person | Professional, server = runServer()): Promise<void> {
  const op = 'nomeAzienda' in person;
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      ...person,
      confirmEmail: person.email,
      confirmPassword: person.password,
      op,
      termini: true,
      imageName: op ? 'documento.png' : '',
    }),
  );
  if (op) form.append('image', new Blob([readFileSync(writeTinyPng())], { type: 'image/png' }), 'documento.png');
  await post(server, '/api/register', form);
  const link = new URL(await waitForLink(person.email, '/confirm-email', 20_000, server.dataDir));
  await post(server, '/api/confirm', {
    id: link.searchParams.get('id'),
    token: link.searchParams.get('token'),
    password: person.password,
  });
}

export interface ApiSession {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: Record<string, unknown>): Promise<T>;
}

/** Logs in through the API: calls with the session's bearer token, failing on any non-2xx answer. */
export async function apiSession(email: string, password: string, server = runServer()): Promise<ApiSession> {
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, stayLogged: false }),
  });
  if (!login.ok) throw new Error(`/api/login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

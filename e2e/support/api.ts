import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { waitForLink } from './outbox.js';
import type { Person, Professional } from './people.js';
import { writeTinyPng } from './png.js';

async function post(path: string, body: FormData | Record<string, unknown>): Promise<void> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: body instanceof FormData ? {} : { 'Content-Type': 'application/json' },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Registers and confirms an account through the API, for tests that start logged in. */
export async function createConfirmedAccount(person: Person | Professional): Promise<void> {
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
  await post('/api/register', form);
  const link = new URL(await waitForLink(person.email, '/confirm-email'));
  await post('/api/confirm', { id: link.searchParams.get('id'), token: link.searchParams.get('token') });
}

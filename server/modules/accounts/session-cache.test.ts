import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { User } from './accounts.table.js';
import { SessionCache, type CachedSession } from './session-cache.js';

/** A database that only reports writes: what the cache listens to. */
function writesOnly() {
  const listeners: ((statement: string) => void)[] = [];
  const database = { onWrite: (listener: (statement: string) => void) => void listeners.push(listener) } as unknown as Database;
  const write = (statement = 'update "users" set "nome" = $1 where "users"."id" = $2') =>
    listeners.forEach((listener) => listener(statement));
  return { database, write };
}

const session = (nome: string): CachedSession => ({
  user: { id: 1, nome } as User,
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  lastUsedAt: new Date('2026-01-01T00:00:00Z'),
});

describe('SessionCache', () => {
  it('looks a session up once, then answers from memory', async () => {
    const cache = new SessionCache(writesOnly().database);
    let lookups = 0;
    const load = async () => (lookups++, session('Anna'));
    await cache.get('s1', load);
    expect((await cache.get('s1', load))?.user.nome).toBe('Anna');
    expect(lookups).toBe(1);
  });

  it('keeps its sessions through writes to other tables', async () => {
    const { database, write } = writesOnly();
    const cache = new SessionCache(database);
    await cache.get('s1', async () => session('Anna'));
    write('update "mail_outbox" set "claimed_at" = $1 where "id" in (select "id" from "mail_outbox")');
    expect((await cache.get('s1', async () => undefined))?.user.nome).toBe('Anna');
  });

  it('forgets everything when a statement may write users or sessions', async () => {
    const { database, write } = writesOnly();
    const cache = new SessionCache(database);
    await cache.get('s1', async () => session('Anna'));
    write();
    expect((await cache.get('s1', async () => undefined))?.user.nome).toBeUndefined();
  });

  it("keeps its sessions through a session's last-use stamp", async () => {
    const { database, write } = writesOnly();
    const cache = new SessionCache(database);
    await cache.get('s1', async () => session('Anna'));
    write('update "sessions" set "last_used_at" = $1 where "sessions"."id" = $2');
    expect((await cache.get('s1', async () => undefined))?.user.nome).toBe('Anna');
    write('update "sessions" set "last_used_at" = $1, "expires_at" = $2 where "sessions"."id" = $3');
    expect((await cache.get('s1', async () => undefined))?.user.nome).toBeUndefined();
  });

  it('does not keep a lookup that was under way when a write began', async () => {
    const { database, write } = writesOnly();
    const cache = new SessionCache(database);
    await cache.get('s1', async () => {
      write();
      return session('prima della modifica');
    });
    expect((await cache.get('s1', async () => session('dopo la modifica')))?.user.nome).toBe('dopo la modifica');
  });

  it('keeps nothing for a session that does not exist', async () => {
    const cache = new SessionCache(writesOnly().database);
    await cache.get('s1', async () => undefined);
    expect((await cache.get('s1', async () => session('Anna')))?.user.nome).toBe('Anna');
  });
});

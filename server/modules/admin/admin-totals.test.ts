import { count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, useTestApp } from '../../test/build-test-app.js';
import { makeClient, makeOperator } from '../../test/factories.js';
import { users } from '../accounts/accounts.table.js';

const t = useTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await t.post('/api/login', { ...TEST_ADMIN, stayLogged: true })).body.token;
});

const everyUser = async () => (await t.ctx.db.select({ n: count() }).from(users))[0].n;

describe("the administrator's list total", () => {
  it('counts every user as users register and are deleted, without counting them on each call', async () => {
    expect((await t.get('/api/adminclienti?page=0', admin)).body.total).toBe(await everyUser());
    const made = [await makeClient(t), await makeClient(t), await makeOperator(t)];
    await t.ctx.db
      .insert(users)
      .values(Array.from({ length: 30 }, (_, i) => ({ email: `totale.${i}@example.it`, passwordHash: 'x', cognome: 'Totale' })));
    expect((await t.get('/api/adminclienti?page=0', admin)).body.total).toBe(await everyUser());
    await t.ctx.db.delete(users).where(like(users.email, 'totale.%'));
    await t.ctx.db.delete(users).where(eq(users.id, made[0].user.id));
    const res = await t.get('/api/adminclienti?page=0', admin);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await everyUser());
  });

  it('counts the matches of a search exactly, across pages', async () => {
    await t.ctx.db.insert(users).values(
      Array.from({ length: 17 }, (_, i) => ({
        email: `ricerca.${i}@example.it`,
        passwordHash: 'x',
        cognome: `Quercetti ${i}`,
      })),
    );
    const first = await t.get('/api/adminclienti?page=0&q=querce', admin);
    const second = await t.get('/api/adminclienti?page=1&q=querce', admin);
    expect(first.body.total).toBe(17);
    expect(first.body.users).toHaveLength(15);
    expect(second.body.users).toHaveLength(2);
    const surnames = [...first.body.users, ...second.body.users].map((u: { cognome: string }) => u.cognome);
    expect(new Set(surnames).size).toBe(17);
  });
});

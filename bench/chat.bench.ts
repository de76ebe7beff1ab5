/**
 * Chat delivery with 1,000 connected sockets on one instance: a message sent over HTTP must
 * reach the other party's socket in under 20 ms at p99. Run: `npx tsx bench/chat.bench.ts`.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { links } from '../server/modules/links/links.table.js';
import { createSession } from '../server/modules/accounts/sessions.service.js';
import { makeBenchUsers, startBenchApp } from './lib/bench-app.js';

const SOCKETS = 1000;
const MESSAGES = 300;

export async function run() {
  const app = await startBenchApp();
  try {
    const { users: ops } = await makeBenchUsers(app, 1, { op: true, prefix: 'chatop' });
    const op = ops[0];
    const opToken = await createSession(app.ctx, op.id, true);
    const { users: clients, tokens } = await makeBenchUsers(app, SOCKETS, { prefix: 'chatcl', tokens: true });
    for (let i = 0; i < clients.length; i += 500) {
      await app.ctx.db
        .insert(links)
        .values(clients.slice(i, i + 500).map((c) => ({ operatorId: op.id, clientId: c.id, confermato: true })));
    }
    const options = path.join(tmpdir(), `studio-chat-bench-${process.pid}.json`);
    await writeFile(options, JSON.stringify({ base: app.base, operatorId: op.id, tokens, expect: MESSAGES }));
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'lib', 'chat-sockets.mjs'), options], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    const iterator = lines[Symbol.asyncIterator]();
    if ((await iterator.next()).value !== 'ready') throw new Error('sockets did not connect');
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < MESSAGES; i++) {
      const target = clients[(i * 37) % clients.length];
      const sent = performance.timeOrigin + performance.now();
      const res = await fetch(`${app.base}/api/inviamessaggio`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: target.id, testo: JSON.stringify({ sent }) }),
      });
      if (res.status !== 200) throw new Error(`send answered ${res.status}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const result = JSON.parse((await iterator.next()).value as string) as {
      received: number;
      p50: number;
      p99: number;
      max: number;
    };
    const ok = result.received === MESSAGES && result.p99 < 20;
    const summary = [
      `chat with ${SOCKETS} sockets: ${result.received}/${MESSAGES} delivered, send-to-arrival p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (budget p99 < 20 ms) ${ok ? 'PASS' : 'FAIL'}`,
    ];
    summary.forEach((l) => console.log(l));
    return { ok, summary };
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await run();

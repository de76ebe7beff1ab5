/**
 * `npm run bench`: every benchmark in sequence, then one summary. Exits 1 when a budget
 * is missed, so CI may run it; the figures depend on the machine (2 cores here) and on what
 * else runs on it, so read them on an idle machine.
 *
 * PostgreSQL is included when BENCH_DATABASE_URL is set, e.g.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { run as runMe } from './me.bench.js';
import { run as runStartup } from './startup.bench.js';
import { run as runBundle } from './bundle.bench.js';
import { run as runCalendar } from './calendar.bench.js';
import { run as runHeartbeats } from './heartbeats.bench.js';
import { run as runLeads } from './leads.bench.js';
import { run as runUpload } from './upload.bench.js';
import { run as runChat } from './chat.bench.js';
import { run as runLighthouse } from './lighthouse.bench.js';
import { run as runScale } from './scale.bench.js';

const results: { name: string; ok: boolean; summary: string[] }[] = [];
for (const [name, run] of [
  ['GET /api/me', runMe],
  ['start-up', runStartup],
  ['login bundle', runBundle],
  ['GET /api/calendario', runCalendar],
  ['heartbeats', runHeartbeats],
  ['GET /api/adminleads', runLeads],
  ['100 MB upload', runUpload],
  ['chat delivery', runChat],
  ['Lighthouse', runLighthouse],
  ['scale S → M (PostgreSQL)', runScale],
] as const) {
  try {
    results.push({ name, ...(await run()) });
  } catch (error) {
    console.error(`${name} benchmark failed:`, error);
    results.push({ name, ok: false, summary: [`${name}: did not run (${(error as Error).message.split('\n')[0]})`] });
  }
}

console.log('\n## Summary');
for (const r of results) for (const line of r.summary) console.log(`- ${line}`);
const ok = results.every((r) => r.ok);
console.log(ok ? 'All budgets held.' : 'Some budgets missed.');
process.exitCode = ok ? 0 : 1;

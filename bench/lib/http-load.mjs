// A small HTTP load generator meant to run in its own process (2 cores: it must not
// share the server's event loop). Usage: node http-load.mjs '<json options>'
// options: { url, headers, connections, durationMs, warmupMs, sequential }
// Prints one JSON line: { requests, errors, rps, p50, p99, statuses }.
import http from 'node:http';

const opts = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections ?? 32 });
const latencies = [];
const statuses = {};
let errors = 0;
let recording = false;
let stop = false;

function once() {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const req = http.get(opts.url, { agent, headers: opts.headers ?? {} }, (res) => {
      res.resume();
      res.on('end', () => {
        if (recording) {
          latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 400) errors++;
        }
        resolve();
      });
    });
    req.on('error', () => {
      if (recording) errors++;
      resolve();
    });
  });
}

async function worker() {
  while (!stop) await once();
}

const connections = opts.sequential ? 1 : (opts.connections ?? 32);
const workers = Array.from({ length: connections }, worker);
await new Promise((r) => setTimeout(r, opts.warmupMs ?? 1000));
recording = true;
const t0 = Date.now();
await new Promise((r) => setTimeout(r, opts.durationMs ?? 5000));
recording = false;
const elapsed = (Date.now() - t0) / 1000;
stop = true;
await Promise.all(workers);
latencies.sort((a, b) => a - b);
const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pick(0.5),
    p99: pick(0.99),
    statuses,
  }),
);
agent.destroy();

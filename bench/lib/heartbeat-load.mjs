// Open-loop heartbeats: `visitors` leads, each POSTing /api/analytics once a second,
// spread evenly over the second. Usage: node heartbeat-load.mjs '<json {base, visitors, seconds}>'
// Prints one JSON line: { sent, errors, p50, p99, rps }.
import http from 'node:http';
import { randomUUID } from 'node:crypto';

const { base, visitors, seconds, warmupSeconds = 2 } = JSON.parse(process.argv[2]);
const url = new URL('/api/analytics', base);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const ids = Array.from({ length: visitors }, () => randomUUID());
const latencies = [];
let errors = 0;
let inFlight = 0;

function beat(id) {
  const body = JSON.stringify({ id, page: '/', type: 'heartbeat', timestamp: Date.now() });
  const start = process.hrtime.bigint();
  inFlight++;
  const req = http.request(
    url,
    { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
    (res) => {
      res.resume();
      res.on('end', () => {
        inFlight--;
        // The first seconds open the keep-alive connections; only the steady state is measured.
        if (Date.now() - started < warmupSeconds * 1000) return;
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (res.statusCode >= 400) errors++;
      });
    },
  );
  req.on('error', () => {
    inFlight--;
    errors++;
  });
  req.end(body);
}

const started = Date.now();
const tickMs = 10;
const perTick = visitors / (1000 / tickMs);
let carry = 0;
let next = 0;
const timer = setInterval(() => {
  carry += perTick;
  while (carry >= 1) {
    beat(ids[next]);
    next = (next + 1) % visitors;
    carry -= 1;
  }
  if (Date.now() - started >= seconds * 1000) {
    clearInterval(timer);
    const wait = setInterval(() => {
      if (inFlight > 0) return;
      clearInterval(wait);
      latencies.sort((a, b) => a - b);
      const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
      console.log(
        JSON.stringify({
          sent: latencies.length,
          errors,
          p50: pick(0.5),
          p99: pick(0.99),
          rps: latencies.length / (seconds - warmupSeconds),
        }),
      );
      agent.destroy();
    }, 50);
  }
}, tickMs);

// Opens one socket per token on its conversation, reports 'ready', then measures how long
// each new_message took from the sender's timestamp (in its text) to arrival.
// Usage: node chat-sockets.mjs <file with json {base, operatorId, tokens, expect}>
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';

const { base, operatorId, tokens, expect } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const now = () => performance.timeOrigin + performance.now();
const latencies = [];
let connected = 0;
const sockets = tokens.map((token) => {
  const socket = io(base, {
    path: '/api/socket.io',
    transports: ['websocket'],
    query: { token, id: operatorId },
    reconnection: false,
  });
  socket.on('connect', () => {
    connected++;
    if (connected === tokens.length) process.stdout.write('ready\n');
  });
  socket.on('new_message', (event) => {
    latencies.push(now() - JSON.parse(event.message.testo).sent);
    if (latencies.length === expect) finish();
  });
  return socket;
});

function finish() {
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  process.stdout.write(
    JSON.stringify({ received: latencies.length, p50: pick(0.5), p99: pick(0.99), max: latencies.at(-1) }) + '\n',
  );
  sockets.forEach((s) => s.disconnect());
  process.exit(0);
}
setTimeout(finish, 120_000);

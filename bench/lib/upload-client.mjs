// Streams a generated file of `bytes` to /api/carica as multipart, without holding it in memory.
// Usage: node upload-client.mjs '<json {base, token, id, bytes}>'; prints { status, seconds, mbPerSecond }.
import http from 'node:http';

const { base, token, id, bytes } = JSON.parse(process.argv[2]);
const boundary = '----studiobench' + Date.now();
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ filename: 'grande.bin', id })}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="doc"; filename="grande.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const chunk = Buffer.alloc(1024 * 1024, 7);
const started = process.hrtime.bigint();
const req = http.request(new URL('/api/carica', base), {
  method: 'POST',
  headers: {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': head.length + bytes + tail.length,
  },
});
let body = '';
req.on('response', (res) => {
  res.on('data', (c) => (body += c));
  res.on('end', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(JSON.stringify({ status: res.statusCode, body, seconds, mbPerSecond: bytes / 1e6 / seconds }));
  });
});
req.write(head);
let sent = 0;
function pump() {
  while (sent < bytes) {
    const n = Math.min(chunk.length, bytes - sent);
    sent += n;
    if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return req.once('drain', pump);
  }
  req.end(tail);
}
pump();

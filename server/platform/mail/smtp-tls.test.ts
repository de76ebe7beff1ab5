import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from './transport.js';

/** An office relay offering STARTTLS with a self-signed certificate for 'relay.studio.test'. */
let dir = '';
let cert = '';
let server: SMTPServer;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'studio-smtp-tls-'));
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
    '-subj',
    '/CN=relay.studio.test',
    '-addext',
    'subjectAltName=DNS:relay.studio.test',
  ]);
  cert = await readFile(path.join(dir, 'cert.pem'), 'utf8');
  server = new SMTPServer({
    key: await readFile(path.join(dir, 'key.pem')),
    cert,
    authOptional: true,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo[0].address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

const mail = (to: string) => ({
  id: 1,
  to,
  replyTo: null,
  subject: 'Prova',
  text: 'Prova',
  html: '<p>Prova</p>',
  attachments: [],
  headers: {},
  from: 'Studio <noreply@studio.test>',
  messageId: `<prova-${to}>`,
});

describe('an SMTP relay with a self-signed certificate', () => {
  it('refuses to deliver while its certificate is not trusted', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { servername: 'relay.studio.test' });
    await expect(transport.send(mail('rifiutata@example.it'))).rejects.toThrow(/self-signed certificate/);
    transport.close();
  });

  it('delivers over STARTTLS once SMTP_TLS_CA names its certificate', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { ca: cert, servername: 'relay.studio.test' });
    await transport.send(mail('consegnata@example.it'));
    transport.close();
    expect(received).toContain('consegnata@example.it');
  });
});

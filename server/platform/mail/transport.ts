import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxAttachment } from './outbox.table.js';

export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Stable per outbox row (mail-worker.ts messageIdOf). */
  messageId?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: mail.headers,
  attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
});

/**
 * TLS to the relay: a private CA's certificate (PEM) to trust, the name its certificate carries
 * when it differs from the host connected to, or (last resort) no certificate check at all.
 */
export interface SmtpTls {
  ca?: string;
  servername?: string;
  rejectUnauthorized?: boolean;
}

/** Real SMTP: `smtp://user:pass@host:port` or `smtps://…`. */
export function smtpTransport(url: string, tls: SmtpTls = {}): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port || (parsed.protocol === 'smtps:' ? 465 : 587)),
    secure: parsed.protocol === 'smtps:',
    ignoreTLS: parsed.searchParams.get('ignoreTLS') === 'true',
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    tls: {
      ...(tls.ca ? { ca: tls.ca } : {}),
      ...(tls.servername ? { servername: tls.servername } : {}),
      ...(tls.rejectUnauthorized === false ? { rejectUnauthorized: false } : {}),
    },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
    close: () => transporter.close(),
  };
}

/** Development and tests without SMTP: each message becomes an .eml file in `dir`. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

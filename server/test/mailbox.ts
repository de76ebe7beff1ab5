import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  /** Every http(s) link in the text part. */
  links: string[];
}

const address = (value: ParsedMail['to'] | ParsedMail['from'] | ParsedMail['replyTo']) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.value.map((a) => a.address ?? '')).join(', ');

/** A real SMTP server in this process: the mail worker delivers to it over TCP. */
export class Mailbox {
  readonly received: ReceivedMail[] = [];
  /** When set, the server refuses every message (to prove retries). */
  refuse = false;
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        if (this.refuse) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            const text = mail.text ?? '';
            this.received.push({
              to: address(mail.to),
              from: address(mail.from),
              replyTo: address(mail.replyTo) || undefined,
              subject: mail.subject ?? '',
              text,
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
              links: text.match(/https?:\/\/\S+/g) ?? [],
            });
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}?ignoreTLS=true`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  to(email: string) {
    return this.received.filter((m) => m.to === email.toLowerCase());
  }

  /** The last message to `email`; fails the test when there is none. */
  last(email: string): ReceivedMail {
    const list = this.to(email);
    if (list.length === 0) throw new Error(`No e-mail to ${email}; received: ${this.received.map((m) => m.to).join(', ')}`);
    return list[list.length - 1];
  }

  clear() {
    this.received.length = 0;
  }
}

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
  messageId: string | undefined;
  /** Every header as it arrived over SMTP, by lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

const address = (value: ParsedMail['to'] | ParsedMail['from'] | ParsedMail['replyTo']) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.value.map((a) => a.address ?? '')).join(', ');

/** A real SMTP server in this process: the mail worker delivers to it over TCP. */
export class Mailbox {
  readonly received: ReceivedMail[] = [];
  /** When set, the server refuses every message (to prove retries). */
  refuse = false;
  /** When set, each message waits, unanswered, until releaseAll() (a slow SMTP server). */
  holding = false;
  private held: (() => void)[] = [];
  private heldWaiters: (() => void)[] = [];
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
        const accept = () =>
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
                messageId: mail.messageId,
                headers: Object.fromEntries(
                  mail.headerLines.map((h) => [
                    h.key,
                    h.line
                      .slice(h.line.indexOf(':') + 1)
                      .replace(/\r?\n[ \t]+/g, ' ')
                      .trim(),
                  ]),
                ),
              });
              callback();
            })
            .catch(callback);
        if (!this.holding) return void accept();
        this.held.push(() => void accept());
        for (const wake of this.heldWaiters.splice(0)) wake();
      },
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}?ignoreTLS=true`;
  }

  /** Resolves once a message is waiting to be answered (with `holding` set). */
  async nextHeld() {
    while (this.held.length === 0) await new Promise<void>((resolve) => this.heldWaiters.push(resolve));
  }

  /** Answers every waiting message and stops holding. */
  releaseAll() {
    this.holding = false;
    for (const accept of this.held.splice(0)) accept();
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

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { VTIMEZONE } from '../platform/mail/ics.js';

/**
 * A calendar server on loopback, as Google, Outlook or Apple serve a 'secret address in iCal
 * format': it answers GET with an .ics, an ETag and Last-Modified, and 304 to a request that
 * already has the current version. A test switches it to failing (`status`), to hanging
 * (`hang`), or to a redirect.
 */
export class CalendarServer {
  body = '';
  status = 200;
  /** Never answer (the fetch must give up at its timeout). */
  hang = false;
  /** Answer with a redirect to this address instead. */
  redirectTo: string | undefined;
  requests: http.IncomingHttpHeaders[] = [];
  /** The status of each answer sent. */
  answered: number[] = [];
  #version = 0;
  #server = http.createServer((request, response) => {
    this.requests.push(request.headers);
    if (this.hang) return;
    response.on('finish', () => this.answered.push(response.statusCode));
    if (this.redirectTo) {
      response.writeHead(302, { location: this.redirectTo }).end();
      return;
    }
    if (this.status !== 200) {
      response.writeHead(this.status, { 'content-type': 'text/plain' }).end('errore');
      return;
    }
    const etag = this.etag;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'text/calendar; charset=utf-8',
        etag,
        'last-modified': new Date(Date.UTC(2027, 0, 1) + this.#version * 60_000).toUTCString(),
      })
      .end(this.body);
  });

  get etag() {
    return `"v${this.#version}"`;
  }

  /** Serves `body` as a new version (a new ETag). */
  serve(body: string) {
    this.body = body;
    this.status = 200;
    this.hang = false;
    this.redirectTo = undefined;
    this.#version++;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** Lines of an iCalendar file, joined with CRLF as RFC 5545 wants. */
export const ics = (...lines: string[]) => [...lines].join('\r\n') + '\r\n';

/** Europe/Rome as Google Calendar writes it into its feeds: our own rules, with Google's X-LIC-LOCATION. */
export const ROME_VTIMEZONE = [...VTIMEZONE.slice(0, 2), 'X-LIC-LOCATION:Europe/Rome', ...VTIMEZONE.slice(2)];

import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';

/* One GET of an external calendar, safe to point at any address a user types (SSRF). */

export interface FetchLimits {
  /** Private, loopback and link-local addresses and plain http:// are allowed (tests, intranets). */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
}

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult = { status: 'not-modified' } | ({ status: 'ok'; body: string } & Validators);

/** A fetch that failed, with the Italian reason shown to the professional. */
export class CalendarFetchError extends Error {
  constructor(
    message: string,
    /** The address itself is refused (a private network): adding it is refused outright. */
    readonly refused = false,
  ) {
    super(message);
  }
}

const MAX_REDIRECTS = 5;

/**
 * Where a fetch may not go unless allowed: this machine, private networks, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast and every other range of IANA's
 * special-purpose registries that is not plain public unicast (RFC 6890 and its updates).
 *
 * IPv6 is allowed only within global unicast (2000::/3), less its special blocks: everything
 * else (IPv4-compatible ::/96, IPv4-mapped and -translated, site-local fec0::/10, unique local,
 * link-local, multicast…) is refused. Addresses that carry an IPv4 one inside are refused too
 * (Teredo 2001::/32, 6to4 2002::/16), except well-known NAT64 (64:ff9b::/96), whose embedded
 * IPv4 address is checked instead: an IPv6-only server reaches public IPv4 calendars that way.
 */
// One list per family: a single BlockList would match IPv4 addresses against the IPv6 rules as
// IPv4-mapped addresses, so ::ffff:0:0/96 would refuse every IPv4 address.
const forbiddenV4 = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // direct delegation AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 3], // multicast, reserved (240/4) and broadcast
] as const)
  forbiddenV4.addSubnet(address, prefix, 'ipv4');

const globalUnicastV6 = new net.BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const forbiddenV6 = new net.BlockList();
for (const [address, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID 2001:10::/28, 2001:20::/28…
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['3fff::', 20], // documentation
] as const)
  forbiddenV6.addSubnet(address, prefix, 'ipv6');
const nat64 = new net.BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

/** The 8 sixteen-bit groups of an IPv6 address (a zone index dropped, a dotted IPv4 tail read). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}

export function isForbiddenAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4) return forbiddenV4.check(address, 'ipv4');
  if (nat64.check(address, 'ipv6')) {
    const g = ipv6Groups(address);
    return forbiddenV4.check(`${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`, 'ipv4');
  }
  return !globalUnicastV6.check(address, 'ipv6') || forbiddenV6.check(address, 'ipv6');
}

/**
 * The resolver the connection uses: the addresses it connects to are the ones checked here,
 * so a name that resolves differently a second later (DNS rebinding) gains nothing.
 */
function checkedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isForbiddenAddress(a.address));
      if (usable.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves to a forbidden address`), { code: 'EFORBIDDEN' });
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      callback(null, usable[0].address, usable[0].family);
    });
  };
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`.replace('.', ',')
    : `${Math.ceil(bytes / 1024)} KB`;

/** webcal:// is https:// (what Google, Apple and Outlook mean by it). */
export const fetchableUrl = (address: string) => new URL(address.replace(/^webcal:/i, 'https:'));

/** Refuses an address before any connection: a scheme not allowed, or a private IP written out. */
export function checkAddress(url: URL, limits: FetchLimits) {
  if (url.protocol === 'http:' && !limits.allowPrivate) throw new CalendarFetchError(EXTERNAL_CAL_MSG.httpNotAllowed, true);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.badRedirect, true);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!limits.allowPrivate && net.isIP(host) && isForbiddenAddress(host))
    throw new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.privateAddress, true);
}

/**
 * GETs a calendar with the validators of the last good copy (If-None-Match, If-Modified-Since),
 * following up to 5 redirects (each checked again), within one deadline for the whole
 * exchange and a size limit on the body.
 */
export async function fetchCalendar(address: string, validators: Validators, limits: FetchLimits): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = fetchableUrl(address);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (hop > 0 && url.protocol === 'http:' && !limits.allowPrivate)
        throw new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.httpRedirect);
      checkAddress(url, limits);
      const answer = await requestOnce(url, validators, limits, controller.signal);
      if (answer.status !== 'redirect') return answer;
      try {
        url = new URL(answer.location, url);
      } catch {
        throw new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.badRedirect);
      }
    }
    throw new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.tooManyRedirects);
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    throw toFetchError(error, controller.signal.aborted, limits);
  } finally {
    clearTimeout(timer);
  }
}

function toFetchError(error: unknown, timedOut: boolean, limits: FetchLimits): CalendarFetchError {
  if (timedOut) return new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.timeout(Math.round(limits.timeoutMs / 1000)));
  const code = (error as { code?: string }).code;
  if (code === 'EFORBIDDEN') return new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.privateAddress, true);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.unknownHost);
  return new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.unreachable);
}

type Answer = FetchResult | { status: 'redirect'; location: string };

function requestOnce(url: URL, validators: Validators, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5',
    'user-agent': 'Studio (calendario del professionista)',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise<Answer>((resolve, reject) => {
    const request = get(url, { headers, signal, lookup: checkedLookup(limits.allowPrivate), agent: false }, (response) => {
      const status = response.statusCode ?? 0;
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' ? value : null;
      };
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume();
        const location = header('location');
        if (!location) return reject(new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.badRedirect));
        return resolve({ status: 'redirect', location });
      }
      if (status === 304) {
        response.resume();
        return resolve({ status: 'not-modified' });
      }
      if (status !== 200) {
        response.resume();
        const message =
          status === 404 || status === 410
            ? EXTERNAL_CAL_MSG.fetch.notFound
            : status === 401 || status === 403
              ? EXTERNAL_CAL_MSG.fetch.denied(status)
              : EXTERNAL_CAL_MSG.fetch.status(status);
        return reject(new CalendarFetchError(message));
      }
      const tooLarge = () => new CalendarFetchError(EXTERNAL_CAL_MSG.fetch.tooLarge(sizeText(limits.maxBytes)));
      if (Number(header('content-length') ?? 0) > limits.maxBytes) {
        response.destroy();
        return reject(tooLarge());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          response.destroy();
          reject(tooLarge());
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: 'ok',
          body: Buffer.concat(chunks).toString('utf8'),
          etag: header('etag'),
          lastModified: header('last-modified'),
        }),
      );
    });
    request.on('error', reject);
  });
}

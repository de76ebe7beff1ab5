export interface ParsedEmail {
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function bytesToUtf8(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

/** Quoted-printable: `=\n` is a soft line break, `=XX` a byte (so `=3D` is '='). */
export function decodeQuotedPrintable(input: string): string {
  const text = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return bytesToUtf8(bytes);
}

/** RFC 2047 encoded words in headers, e.g. `=?UTF-8?Q?Conferma_la_tua_email?=`. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function textParts(headers: Record<string, string>, body: string): string[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => {
        const child = splitMessage(part.replace(/^\n/, ''));
        return textParts(child.headers, child.body);
      });
  }
  if (!/^text\//i.test(type)) return [];
  return [decodeBody(body, headers['content-transfer-encoding'])];
}

export function parseEmail(raw: string): ParsedEmail {
  const { headers, body } = splitMessage(raw);
  const text = textParts(headers, body).join('\n');
  const to = decodeHeader(headers.to ?? '');
  const links = [...new Set((text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []).map((link) => link.replace(/&amp;/g, '&')))];
  return { headers, to, subject: decodeHeader(headers.subject ?? ''), text, links };
}

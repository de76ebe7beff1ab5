import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { WORKSPACE_MSG } from '../../../common/messages/workspace.js';
import { AppError } from '../errors.js';
import type { ByteRange } from './file-store.js';

/**
 * RFC 5987 `value-chars`: `encodeURIComponent` leaves `' ( ) *` raw, which `attr-char` does not
 * allow; an apostrophe would read as the charset'language' delimiter (Dell'Acqua saved as Acqua).
 */
function encodeRfc5987(value: string) {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/**
 * The one byte range a Range header asks of a file of `size` bytes (RFC 9110 §14): `undefined`
 * for the whole file (no header, several ranges, or a header this does not understand, which
 * the RFC lets a server ignore), `'unsatisfiable'` when it starts past the end.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams a stored file as a download: never shown inline, never sniffed, never cached by
 * others. A Range request (resuming a large download) gets 206 and only those bytes.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { nome: string; bytes: number; open: (range?: ByteRange) => Readable },
) {
  const range = requestedRange(reply.request.headers.range, file.bytes);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.bytes}`);
    throw new AppError(416, WORKSPACE_MSG.rangeNotSatisfiable);
  }
  reply
    .header('content-type', 'application/octet-stream')
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(file.nome))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (!range) return reply.header('content-length', file.bytes).send(file.open());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes}`)
    .header('content-length', range.end - range.start + 1)
    .send(file.open(range));
}

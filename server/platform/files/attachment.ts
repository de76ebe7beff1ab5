import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a stored file as a download: never shown inline, never sniffed, never cached by others. */
export function sendAttachment(reply: FastifyReply, file: { nome: string; bytes: number; stream: Readable }) {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', file.bytes)
    .header('content-disposition', contentDisposition(file.nome))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

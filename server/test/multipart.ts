import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body for app.inject: string fields and files. */
export function multipart(parts: Record<string, string | FilePart>) {
  const boundary = `----studio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1x1), for ID-document uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /api/carica as `token`: one PDF for the other party `otherId` of a link. */
export async function uploadDocument(
  t: { inject: (options: object) => Promise<{ statusCode: number; json: () => unknown }> },
  token: string,
  otherId: number,
  filename: string,
  content: Buffer,
) {
  const body = multipart({
    data: JSON.stringify({ filename, id: otherId }),
    doc: { filename, contentType: 'application/pdf', content },
  });
  const res = await t.inject({
    method: 'POST',
    url: '/api/carica',
    ...body,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as { id: number; [key: string]: unknown } };
}

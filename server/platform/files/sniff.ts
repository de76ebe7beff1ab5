import { Transform, type TransformCallback } from 'node:stream';

export type IdImageType = 'jpeg' | 'gif' | 'png' | 'pdf' | 'eps';

export const ID_IMAGE_MIME: Record<IdImageType, string> = {
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  pdf: 'application/pdf',
  eps: 'application/postscript',
};

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** The ID-document type from the file's first bytes; the name and the declared type are not trusted. */
export function detectIdImageType(head: Buffer): IdImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // EPS: PostScript text with an EPSF header, or the DOS binary EPS header C5 D0 D3 C6.
  if (head.subarray(0, 4).toString('latin1') === '%!PS') return 'eps';
  if (startsWith(head, [0xc5, 0xd0, 0xd3, 0xc6])) return 'eps';
  return undefined;
}

/** Passes a stream through unchanged while keeping its first `size` bytes. */
export class HeadCapture extends Transform {
  private chunks: Buffer[] = [];
  private kept = 0;
  constructor(private readonly size = 16) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.kept < this.size) {
      this.chunks.push(chunk.subarray(0, this.size - this.kept));
      this.kept += Math.min(chunk.length, this.size - this.kept);
    }
    callback(null, chunk);
  }
  get head() {
    return Buffer.concat(this.chunks);
  }
}

import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';
import { badRequest, tooLarge } from '../errors.js';
import { multipartFailure } from '../validation.js';
import type { FileStore, StoredFile } from './file-store.js';
import { HeadCapture } from './sniff.js';

/** What one upload form accepts: one file, some text fields, and their limits. */
export interface UploadForm {
  /** The form field that carries the file. Any other file is drained unread. */
  fileField: string;
  limits: { fileSize: number; fields: number; fieldSize: number };
  /** The 413 message when the file is over `limits.fileSize`. */
  tooLarge: string;
  /**
   * The text fields read, each by its reader as it arrives (a JSON field is parsed and checked
   * there, so a bad one is refused before any byte of the file is stored). Others are ignored.
   */
  fields: Record<string, (value: unknown) => unknown>;
  /** Every field above must arrive before the file: a file sent first is a malformed request. */
  fieldsBeforeFile?: boolean;
  /** Decides the file's type from its first bytes; a file of no accepted type is refused. */
  sniff?: { type: (head: Buffer) => string | undefined; wrongType: () => AppError };
}

export interface ReceivedFile extends StoredFile {
  /** The name the browser sent (not cleaned). */
  filename: string;
  /** The type found by `sniff`, when the form sniffs. */
  type?: string;
}

/** The form's file, reached but not yet read. */
export interface IncomingFile {
  filename: string;
  /**
   * Streams the file to the store, then reads the rest of the form. Over the size limit or of
   * a type `sniff` refuses, it is a 413 or a 400 and nothing is kept.
   */
  store(): Promise<ReceivedFile>;
}

export interface ReceivedForm {
  /** The fields read so far: all of them once `file.store()` returned, or when there is no file. */
  fields: Record<string, unknown>;
  file?: IncomingFile;
}

/**
 * Reads a multipart upload and hands it to `use` as soon as the file is reached (or at the end
 * of a form without one), so that `use` can refuse the upload before a byte is stored. If
 * reading or `use` fails, the stored file is removed and multipart failures become Italian
 * errors (400, or 413 with `form.tooLarge`). On success the stored file belongs to `use`.
 */
export async function readUpload<T>(
  files: FileStore,
  request: FastifyRequest,
  form: UploadForm,
  use: (received: ReceivedForm) => Promise<T>,
): Promise<T> {
  const fields: Record<string, unknown> = {};
  const parts = request.parts({ limits: { ...form.limits, files: 1 } })[Symbol.asyncIterator]();
  let stored: ReceivedFile | undefined;

  /** Reads fields up to the form's file (returned), or to the end; other files are drained. */
  const readOn = async (fileReached: boolean): Promise<MultipartFile | undefined> => {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'field') {
        const read = form.fields[part.fieldname];
        if (read) fields[part.fieldname] = read(part.value);
        continue;
      }
      if (form.fieldsBeforeFile && Object.keys(form.fields).some((name) => !(name in fields))) {
        part.file.resume();
        throw badRequest();
      }
      if (fileReached || part.fieldname !== form.fileField) {
        part.file.resume();
        continue;
      }
      return part;
    }
    return undefined;
  };

  try {
    const part = await readOn(false);
    if (!part) return await use({ fields });
    const store = async () => {
      const head = form.sniff ? new HeadCapture() : undefined;
      const file = await files.put(head ? part.file.pipe(head) : part.file);
      stored = { ...file, filename: part.filename };
      if (part.file.truncated) throw tooLarge(form.tooLarge);
      if (form.sniff) {
        stored.type = form.sniff.type(head!.head);
        if (!stored.type) throw form.sniff.wrongType();
      }
      await readOn(true);
      return stored;
    };
    return await use({ fields, file: { filename: part.filename, store } });
  } catch (error) {
    if (stored) await files.remove(stored.key);
    throw multipartFailure(error, form.tooLarge) ?? error;
  }
}

import type { z } from 'zod';
import { MSG } from '../../common/messages/it.js';
import { AppError, badRequest, tooLarge } from './errors.js';

/** Field path -> first message, for forms to show each message beside its field. */
export function fieldMessages(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Validates input that does not come through a route schema (multipart parts). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = fieldMessages(result.error.issues);
  throw badRequest(result.error.issues[0]?.message ?? MSG.invalidRequest, fields);
}

/** A multipart text field holding JSON; malformed JSON is a 400, never a 500. */
export function parseJsonField(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest();
  }
}

/** @fastify/multipart's limits on the number of parts: the request is malformed, not too large. */
const COUNT_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * What a failure while reading a multipart request means for the client: our own AppError as
 * it is; a file over the limit, a 413 with `tooLargeMessage`; too many parts or a malformed body
 * (busboy reports no boundary, an empty or overlong one, or a body cut off before its closing
 * boundary with a bare Error and no status), a 400. Anything else (disk, database) is ours:
 * undefined, so the caller rethrows it and it becomes a logged 500.
 */
export function multipartFailure(error: unknown, tooLargeMessage: string): AppError | undefined {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code && COUNT_LIMITS.has(code)) return badRequest();
  if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) return tooLarge(tooLargeMessage);
  if (error instanceof Error && statusCode === undefined && /multipart|needle/i.test(error.message)) return badRequest();
  return undefined;
}

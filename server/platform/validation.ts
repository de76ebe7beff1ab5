import type { z } from 'zod';
import { MSG } from '../../common/messages/it.js';
import { badRequest } from './errors.js';

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

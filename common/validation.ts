import { z } from 'zod';
import { LIMITS } from './constants.js';
import { MSG } from './messages/it.js';

/**
 * Control characters are refused: a NUL cannot be stored, and a CR or LF in a name, a subject
 * or an address would break e-mail headers and calendar files. Multi-line texts keep their
 * line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const text = (multiLine: boolean) =>
  z
    .string({ error: MSG.required })
    .trim()
    .regex(multiLine ? MULTI_LINE : SINGLE_LINE, MSG.controlCharacters);

/** A required single-line text: trimmed, not empty, bounded. */
export const requiredText = (max: number = LIMITS.textField) => text(false).min(1, MSG.required).max(max, MSG.tooLong);

/** An optional single-line text: missing or null becomes ''. */
export const optionalText = (max: number = LIMITS.textField) =>
  text(false)
    .max(max, MSG.tooLong)
    .nullish()
    .transform((v) => v ?? '');

/** A required text of several lines (a support message, a chat message). */
export const requiredLongText = (max: number, emptyMessage: string = MSG.required) =>
  z.string({ error: emptyMessage }).trim().regex(MULTI_LINE, MSG.controlCharacters).min(1, emptyMessage).max(max, MSG.tooLong);

/** An optional text of several lines (notes, a service's e-mail text): missing or null becomes ''. */
export const optionalLongText = (max: number) =>
  text(true)
    .max(max, MSG.tooLong)
    .nullish()
    .transform((v) => v ?? '');

export const emailField = requiredText(254).pipe(z.email({ error: MSG.invalidEmail }));

/** At least 8 characters with at least one letter and one digit (spec §5). */
export const passwordField = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .max(200, MSG.tooLong)
  .refine((p) => p.length >= LIMITS.passwordMinLength && /\p{L}/u.test(p) && /\d/.test(p), MSG.passwordRule);

/** The largest id PostgreSQL's integer columns hold. */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number from `min` to `max`, sent as a JSON number or as digits (query strings,
 * forms). Unlike z.coerce it refuses true, [5], '' and '1e3', which would pass as 1, 5, 0, 1000.
 */
export const wholeNumber = (min: number, max: number, message: string = MSG.invalidRequest) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));

export const idField = wholeNumber(1, MAX_ID);

export const pageField = wholeNumber(0, 100_000).default(0);

export const searchField = z
  .string()
  .trim()
  .regex(SINGLE_LINE, MSG.controlCharacters)
  .max(100, MSG.tooLong)
  .optional()
  .transform((v) => v ?? '');

/**
 * The success body of a call (spec §7): `{ success: true, error: '', ...fields }`. Only
 * successes are described: every failure is `{ success: false, error, fields? }`, made by the
 * server's one error handler. Response schemas hold no transforms (the server encodes with
 * them) and drop keys they do not name, so the web can only use what the schema declares.
 */
export const okResponse = <Shape extends z.core.$ZodShape>(shape: Shape) =>
  z.object({ success: z.literal(true), error: z.literal(''), ...shape });

/** A success with nothing to show. */
export const okSchema = okResponse({});
export type OkResponse = z.output<typeof okSchema>;
/** A success with its Italian confirmation, shown as is. */
export const messageResponseSchema = okResponse({ message: z.string() });
export type MessageResponse = z.output<typeof messageResponseSchema>;

/** What a service hands its route: a response without its envelope. */
export type OkFields<Schema extends z.ZodType> = Omit<z.output<Schema>, 'success' | 'error'>;

// Any rule without its own message reads as one clear Italian sentence, never zod's English.
z.config({ customError: () => MSG.invalidRequest });

import { MSG } from '../../common/messages/it.js';

/**
 * The one error type services throw. Its message is Italian and shown to the user;
 * the error handler turns it into `{ success: false, error, fields?, ...extra }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** More fields of the answer, e.g. `twoFactor: true` on a login that needs its code. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** A 429's wait in seconds, sent as Retry-After (RFC 9110 §10.2.3). */
  retryAfterSeconds?: number;
}

export const badRequest = (message: string = MSG.invalidRequest, fields?: Record<string, string>) =>
  new AppError(400, message, fields);
export const unauthenticated = () => new AppError(401, MSG.unauthenticated);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const tooManyRequests = (message: string = MSG.tooManyRequests) => new AppError(429, message);

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { LoginInput } from '../../../common/accounts.js';
import { MSG } from '../../../common/messages/it.js';
import type { LoginData } from './api/login.js';

function lengthError(value: string, max: number): FieldError | undefined {
  if (value.length === 0) return { type: 'too_small', message: MSG.required };
  if (value.length > max) return { type: 'too_big', message: MSG.tooLong };
  return undefined;
}

/**
 * `loginSchema`'s rules and messages without zod, which would weigh about 27 kB gzip on the
 * page most visitors open first. The server still parses the request with `loginSchema`;
 * login-resolver.test.ts keeps the two in step.
 */
export const loginResolver: Resolver<LoginInput, unknown, LoginData> = (input) => {
  const values = { email: input.email.trim(), password: input.password, stayLogged: input.stayLogged ?? true };
  const errors: FieldErrors<LoginInput> = {};
  const email = lengthError(values.email, 254);
  const password = lengthError(values.password, 200);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return email || password ? { values: {}, errors } : { values, errors: {} };
};

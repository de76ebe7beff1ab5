import { z } from 'zod';
import { SECURITY } from './messages/security.js';
import { MSG } from './messages/it.js';
import { okResponse } from './validation.js';

/** A 6-digit code of an authenticator app; spaces are ignored ('123 456'). */
export const totpCodeField = z
  .string({ error: SECURITY.codeFormat })
  .max(20, SECURITY.codeFormat)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECURITY.codeFormat));

/** A recovery code as shown ('abcde-fghij'): case, spaces and dashes are ignored. */
export const recoveryCodeField = z
  .string({ error: SECURITY.recoveryWrong })
  .max(40, SECURITY.recoveryWrong)
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, SECURITY.recoveryWrong));

/** The second factor a login (password or e-mailed link) sends once asked for it: a code or a recovery code. */
export const secondFactorFields = {
  code: totpCodeField.optional(),
  recoveryCode: recoveryCodeField.optional(),
};

/** POST /api/2fa/setup: a new secret to scan or type, not yet active (nothing is stored until /api/2fa/enable). */
export const twoFactorSetupResponseSchema = okResponse({ secret: z.string(), otpauthUrl: z.string(), qr: z.string() });
export type TwoFactorSetup = z.output<typeof twoFactorSetupResponseSchema>;

const passwordCheck = z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.tooLong);

/** POST /api/2fa/enable: the secret of /api/2fa/setup, its first code and the password. */
export const twoFactorEnableSchema = z.object({
  secret: z.string({ error: SECURITY.setupExpired }).regex(/^[A-Z2-7]{32}$/, SECURITY.setupExpired),
  code: totpCodeField,
  password: passwordCheck,
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableSchema>;
export const twoFactorEnableResponseSchema = okResponse({ message: z.string(), recoveryCodes: z.array(z.string()) });

/** POST /api/2fa/disable: the password and a code (or a recovery code). */
export const twoFactorDisableSchema = z.object({ password: passwordCheck, ...secondFactorFields });
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/** GET /api/sessions: the caller's live sessions, the most recently used first. */
export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number(),
  current: z.boolean(),
});
export type SessionInfo = z.output<typeof sessionSchema>;
export const sessionsResponseSchema = okResponse({ sessions: z.array(sessionSchema) });

/** POST /api/sessions/end: one of the caller's sessions. */
export const endSessionSchema = z.object({ id: z.uuid({ error: SECURITY.sessionInvalid }) });

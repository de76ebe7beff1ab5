import { z } from 'zod';
import { MSG } from './messages/it.js';
import { secondFactorFields } from './security.js';

/** POST /api/eliminaaccount: the password confirms it is the account's owner. */
export const eraseAccountSchema = z.object({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.tooLong),
  /** With two-factor login on: a code or a recovery code too. */
  ...secondFactorFields,
});
export type EraseAccountInput = z.input<typeof eraseAccountSchema>;

/** The export's file name: studio-dati-<date>.zip */
export const EXPORT_PATH = '/api/esportadati';

import { z } from 'zod';
import { MSG } from './messages/it.js';
import { LIMITS } from './constants.js';
import { secondFactorFields } from './security.js';
import {
  emailField,
  MAX_ID,
  okResponse,
  optionalText,
  passwordField,
  requiredLongText,
  requiredText,
  wholeNumber,
} from './validation.js';

const profileFields = {
  nome: requiredText(),
  cognome: requiredText(),
  telefono: requiredText(40),
  codiceFiscale: requiredText(32),
  partitaIva: optionalText(32),
  nomeAzienda: optionalText(),
  indirizzo: optionalText(),
  citta: optionalText(100),
  cap: optionalText(10),
  provincia: optionalText(50),
};

/** Fields a professional must fill in besides the common ones (spec §5). */
export const OPERATOR_REQUIRED = ['nomeAzienda', 'indirizzo', 'citta', 'cap', 'provincia'] as const;

function requireOperatorFields(
  value: { op?: boolean } & Record<(typeof OPERATOR_REQUIRED)[number], string>,
  ctx: z.RefinementCtx,
) {
  if (!value.op) return;
  for (const key of OPERATOR_REQUIRED) {
    // Only an empty field: one that failed its own check (too long) already has its message.
    if (value[key] === '' || value[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: MSG.required });
  }
}

/**
 * Cross-field checks run even when another field is still wrong (zod skips them by default),
 * so a form shows 'Le email non coincidono.' whatever the user fills in first.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * POST /api/register, the `data` part. `termini` is the terms checkbox: the spec's payload
 * does not name it, yet §5 requires it, so the server demands it too.
 */
export const registerSchema = z
  .object({
    ...profileFields,
    email: emailField,
    confirmEmail: requiredText(254),
    password: passwordField,
    confirmPassword: z.string({ error: MSG.required }).min(1, MSG.required),
    imageName: optionalText(255),
    op: z.boolean().default(false),
    termini: z.literal(true, { error: MSG.termsRequired }),
  })
  .superRefine((v, ctx) => {
    const confirmEmail = text(v.confirmEmail).trim().toLowerCase();
    if (confirmEmail && text(v.email).trim().toLowerCase() !== confirmEmail) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: MSG.emailMismatch });
    }
    if (text(v.confirmPassword) && text(v.password) !== text(v.confirmPassword)) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordMismatch });
    }
    requireOperatorFields(v, ctx);
  }, always);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/**
 * POST /api/login. With two-factor login on, the first call (no `code`) is answered 401
 * `{ twoFactor: true }` and the same call is repeated with `code` or `recoveryCode`.
 */
export const loginSchema = z.object({
  email: requiredText(254),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.tooLong),
  stayLogged: z.boolean().default(true),
  ...secondFactorFields,
});
export type LoginInput = z.input<typeof loginSchema>;
export const loginResponseSchema = okResponse({ token: z.string(), isOp: z.boolean() });
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const tokenLinkSchema = z.object({
  id: wholeNumber(1, MAX_ID, MSG.invalidLink),
  token: z.string({ error: MSG.invalidLink }).min(1, MSG.invalidLink).max(200, MSG.invalidLink),
});

/**
 * POST /api/confirm: the link's id and token, and the password chosen at registration, so
 * a registration someone else made with this address cannot be confirmed by clicking the
 * link alone.
 */
export const confirmEmailSchema = tokenLinkSchema.extend({
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.tooLong),
});

/** GET /api/confirm?id&token: whose registration the link confirms, so the page can say it. */
export const confirmInfoResponseSchema = okResponse({
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  op: z.boolean(),
});
export type ConfirmInfo = z.output<typeof confirmInfoResponseSchema>;

/** POST /api/loginlink: the e-mailed link, and the second factor when the account has one (as for /api/login). */
export const loginLinkSchema = tokenLinkSchema.extend(secondFactorFields);

export const resetPasswordSchema = z.object({ email: emailField });

export const resetPasswordConfirmSchema = tokenLinkSchema
  .extend({
    password: passwordField,
    confirmPassword: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine((v) => !text(v.confirmPassword) || text(v.password) === text(v.confirmPassword), {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
    ...always,
  });

/** POST /api/updateme: email is shown but not editable, so it is ignored. */
export const updateMeSchema = z
  .object({
    ...profileFields,
    op: z.boolean().optional(),
    /** Added to the spec's payload: the certified e-mail the client record shows; left out, it stays as it is. */
    pec: z
      .string()
      .trim()
      .max(254, MSG.tooLong)
      .pipe(z.union([z.literal(''), z.email({ error: MSG.invalidEmail })]))
      .optional(),
  })
  .superRefine((v, ctx) => requireOperatorFields(v, ctx), always);
export type UpdateMeInput = z.input<typeof updateMeSchema>;

/** POST /api/updatepassword: the current password too, so a borrowed session cannot take the account. */
export const updatePasswordSchema = z
  .object({
    currentPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.tooLong),
    password: passwordField,
    passwordConfirm: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine((v) => !text(v.passwordConfirm) || text(v.password) === text(v.passwordConfirm), {
    path: ['passwordConfirm'],
    message: MSG.passwordMismatch,
    ...always,
  });

export const supportSchema = z.object({
  subject: requiredText(200),
  content: requiredLongText(LIMITS.longText),
});
export type SupportInput = z.input<typeof supportSchema>;

/**
 * GET /api/me, the `me` object (spec §3). `admin` tells the web app which home to show;
 * `twoFactor` whether two-factor login is on; `twoFactorRequired` that it must be turned on
 * before anything else (the administrator with ADMIN_REQUIRE_2FA).
 */
export const meSchema = z.object({
  id: z.number(),
  op: z.boolean(),
  admin: z.boolean(),
  nome: z.string(),
  cognome: z.string(),
  telefono: z.string(),
  cod_fiscale: z.string(),
  partita_iva: z.string(),
  nome_azienda: z.string(),
  indirizzo: z.string(),
  citta: z.string(),
  cap: z.string(),
  provincia: z.string(),
  /** Added to the spec's `me`: the certified e-mail (PEC), editable on /account. */
  pec: z.string(),
  email: z.string(),
  scadenza_abbonamento: z.number().nullable(),
  rinnovo_auto: z.boolean(),
  stripe_sub_id: z.string().nullable(),
  twoFactor: z.boolean(),
  twoFactorRequired: z.boolean(),
});
export type Me = z.output<typeof meSchema>;
/** GET /api/me. */
export const meResponseSchema = okResponse({ me: meSchema });
export type MeResponse = z.output<typeof meResponseSchema>;

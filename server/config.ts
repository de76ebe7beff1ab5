import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

/** The only place that reads process.env. Parsed once, fails fast on bad values. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().startsWith('postgres').optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Studio <noreply@studio.example>'),
  SUPPORT_EMAIL: z.string().email().default('assistenza@studio.example'),
  ADMIN_EMAIL: z.string().email().default('admin@studio.example'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_YEARLY: z.string().optional(),
  STRIPE_AUTOMATIC_TAX: z.enum(['true', 'false']).default('false'),
  BANK_IBAN: z.string().default('IT60 X054 2811 1010 0000 0123 456'),
  LOG_LEVEL: z.string().optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIR: z.string().optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().positive().max(3600).default(25),
});

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceMonthly: string | undefined;
    priceYearly: string | undefined;
    /** Let Stripe Tax add VAT (needs Stripe Tax set up); otherwise prices carry their own tax rates. */
    automaticTax: boolean;
  };
  /** Shown for the yearly bank transfer. */
  bankIban: string;
  logLevel: string;
  /** Scales every rate limit; browser tests raise it so one IP can run a whole suite. */
  rateLimitMultiplier: number;
  /** Behind a load balancer: take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Where the built web app lives; the server serves it when present. */
  webDir: string;
  /** On SIGTERM, how long requests already running (uploads, downloads) may take to finish. */
  drainMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    // On PostgreSQL an unset secret is generated once in the database (server/platform/settings.ts).
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? '' : persistentSecret(dataDir)),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceMonthly: e.STRIPE_PRICE_MONTHLY,
      priceYearly: e.STRIPE_PRICE_YEARLY,
      automaticTax: e.STRIPE_AUTOMATIC_TAX === 'true',
    },
    bankIban: e.BANK_IBAN,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trustProxy: e.TRUST_PROXY === 'true',
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : path.join(repoRoot(), 'dist', 'web'),
    drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
  };
}

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

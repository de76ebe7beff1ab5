import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { repoRoot } from './paths.js';
import type { S3Settings } from './platform/files/s3-file-store.js';

/** The only place that reads process.env. Parsed once, fails fast on bad values. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().startsWith('postgres').optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  /** A PEM file of the CA (or the self-signed certificate) of an SMTP relay with a private certificate. */
  SMTP_TLS_CA: z.string().optional(),
  /** The name on the relay's certificate, when it differs from SMTP_URL's host. */
  SMTP_TLS_SERVERNAME: z.string().optional(),
  /** 'false' sends without checking the relay's certificate (last resort; prefer SMTP_TLS_CA). */
  SMTP_TLS_REJECT_UNAUTHORIZED: z.enum(['true', 'false']).default('true'),
  MAIL_FROM: z.string().default('Studio <noreply@studio.example>'),
  SUPPORT_EMAIL: z.string().email().default('assistenza@studio.example'),
  /** Who runs the service, shown in the footer, the terms, the privacy policy and /help. */
  COMPANY_NAME: z.string().trim().min(1).optional(),
  COMPANY_VAT: z.string().trim().optional(),
  COMPANY_ADDRESS: z.string().trim().optional(),
  PRIVACY_EMAIL: z.string().email().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@studio.example'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_YEARLY: z.string().optional(),
  STRIPE_AUTOMATIC_TAX: z.enum(['true', 'false']).default('false'),
  /** Where online appointments get a new meeting room (Jitsi Meet or a self-hosted Jitsi). */
  VIDEO_BASE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) address')
    .default('https://meet.jit.si'),
  /** The account for yearly bank transfers; without it, bank transfer is not offered. */
  BANK_IBAN: z.string().trim().optional(),
  LOG_LEVEL: z.string().optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /** How long landing-page analytics are kept: 13 months by default. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
  /**
   * How long sent e-mails stay in the outbox. At least 14 days: the expiry notices' dedupe keys
   * must outlive the 7 days of warnings and the 3 days of the notice, or they would be queued again.
   */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(14).max(3650).default(30),
  /** The team's public intro-call agenda: minimum notice in minutes, unless the team saved its own booking rules. */
  PUBLIC_BOOKING_NOTICE_MINUTES: z.coerce.number().int().min(0).max(10080).default(120),
  /** `offline` simulates payments even on a public address; `stripe` requires its key. */
  PAYMENTS: z.enum(['stripe', 'offline']).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => v !== 'true', {
      message:
        "trusts every hop, so any client could choose its address for the rate limits: give the number of proxies in front of the server (e.g. 1) or their addresses ('10.0.0.0/8,192.168.1.5')",
    })
    .refine((v) => v === 'false' || /^[1-9]\d?$/.test(v) || v.split(',').every((part) => isAddressOrRange(part.trim())), {
      message: "is 'false', a number of proxies (1-99) or a comma-separated list of addresses and CIDR ranges",
    }),
  /** The administrator must turn on two-factor login before anything else; default on in production. */
  ADMIN_REQUIRE_2FA: z.enum(['true', 'false']).optional(),
  WEB_DIR: z.string().optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().positive().max(3600).default(25),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  TOTP_KEY: z.string().min(32).optional(),
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Professionals' own calendars (busy times): fetch private and loopback addresses too (tests, intranets). */
  EXTERNAL_CALENDARS_ALLOW_PRIVATE: z.enum(['true', 'false']).optional(),
  EXTERNAL_CALENDARS_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  EXTERNAL_CALENDARS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  EXTERNAL_CALENDARS_MAX_KB: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 1024)
    .default(5 * 1024),
});

/** Whether the product is only reachable from this machine (as with `npm start`). */
function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
}

function isAddressOrRange(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  /** TLS to the SMTP relay (SMTP_TLS_*): a private CA's PEM file, the certificate's name, whether to check it. */
  smtpTls: { caFile: string | undefined; servername: string | undefined; rejectUnauthorized: boolean };
  mailFrom: string;
  supportEmail: string;
  /** Who runs the service; unset values are shown as 'da impostare'. */
  company: { nome: string; partitaIva: string; indirizzo: string; emailPrivacy: string; configurata: boolean };
  adminEmail: string;
  adminPassword: string | undefined;
  /** The administrator must enrol in two-factor login at first login (ADMIN_REQUIRE_2FA). */
  adminRequire2fa: boolean;
  jwtSecret: string;
  /**
   * The key two-factor secrets are sealed with (platform/auth/totp-secrets.ts); unset, it is
   * derived from the signing secret. Changing it makes existing secrets unreadable.
   */
  totpKey: string | undefined;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceMonthly: string | undefined;
    priceYearly: string | undefined;
    /** Let Stripe Tax add VAT (needs Stripe Tax set up); otherwise prices carry their own tax rates. */
    automaticTax: boolean;
  };
  /**
   * How professionals pay: `stripe` with a key; `offline` (simulated) when chosen with
   * PAYMENTS=offline or while APP_URL is a local address (as with `npm start`); otherwise
   * `bank`, bank transfer only, so a deployment never gives subscriptions away.
   */
  payments: 'stripe' | 'offline' | 'bank';
  /** Landing-page visitors not seen for this many days are forgotten. */
  analyticsRetentionDays: number;
  /** Sent e-mails older than this many days are deleted from the outbox. */
  outboxRetentionDays: number;
  publicBookingNoticeMinutes: number;
  /** Shown for the yearly bank transfer. */
  /** Undefined: bank transfer is not offered (no sample IBAN a real deployment would show). */
  bankIban: string | undefined;
  /** Online appointments get a room with an unguessable name under this address. */
  videoBaseUrl: string;
  logLevel: string;
  /** Scales every rate limit; browser tests raise it so one IP can run a whole suite. */
  rateLimitMultiplier: number;
  /**
   * Behind load balancers: how many hops of X-Forwarded-For to trust, or the proxies'
   * addresses and ranges; false takes the connection's address.
   */
  trustProxy: false | number | string[];
  /** Where the built web app lives; the server serves it when present. */
  webDir: string;
  /** On SIGTERM, how long requests already running (uploads, downloads) may take to finish. */
  drainMs: number;
  /** GET /metrics on the app's port answers a bearer of this token; unset, it is a 404. */
  metricsToken: string | undefined;
  /** GET /metrics, with no token, on this port of its own (a network only the scraper reaches). */
  metricsPort: number | undefined;
  /**
   * The address METRICS_PORT listens on, its own (security finding L-6): loopback unless
   * set, since that port has no token and HOST is every interface by default.
   */
  metricsHost: string;
  /** Where uploads live: `DATA_DIR/files`, or an S3-compatible bucket shared by every instance. */
  fileStore: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** Fetching professionals' own calendars. */
  externalCalendars: {
    /**
     * Private, loopback and link-local addresses (and plain http://) may be fetched: only when
     * chosen (tests, a calendar server on an intranet); never by default (SSRF).
     */
    allowPrivate: boolean;
    refreshMs: number;
    timeoutMs: number;
    maxBytes: number;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FILE_STORE === 's3' && !e.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  S3_BUCKET: FILE_STORE=s3 needs the bucket');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID: give it together with S3_SECRET_ACCESS_KEY, or neither');
  }
  if (e.PAYMENTS === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  PAYMENTS: stripe needs STRIPE_SECRET_KEY');
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    smtpUrl: e.SMTP_URL,
    smtpTls: {
      caFile: e.SMTP_TLS_CA,
      servername: e.SMTP_TLS_SERVERNAME,
      rejectUnauthorized: e.SMTP_TLS_REJECT_UNAUTHORIZED === 'true',
    },
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    company: {
      nome: e.COMPANY_NAME ?? 'Studio (ragione sociale da impostare)',
      partitaIva: e.COMPANY_VAT ?? '',
      indirizzo: e.COMPANY_ADDRESS ?? '',
      emailPrivacy: e.PRIVACY_EMAIL ?? e.SUPPORT_EMAIL,
      configurata: Boolean(e.COMPANY_NAME && e.COMPANY_VAT && e.COMPANY_ADDRESS && e.PRIVACY_EMAIL),
    },
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminRequire2fa: e.ADMIN_REQUIRE_2FA ? e.ADMIN_REQUIRE_2FA === 'true' : e.NODE_ENV === 'production',
    // On PostgreSQL an unset secret is generated once in the database (server/platform/settings.ts).
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? '' : persistentSecret(dataDir)),
    totpKey: e.TOTP_KEY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceMonthly: e.STRIPE_PRICE_MONTHLY,
      priceYearly: e.STRIPE_PRICE_YEARLY,
      automaticTax: e.STRIPE_AUTOMATIC_TAX === 'true',
    },
    payments: e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : isLocalUrl(appUrl) ? 'offline' : 'bank'),
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    publicBookingNoticeMinutes: e.PUBLIC_BOOKING_NOTICE_MINUTES,
    bankIban: e.BANK_IBAN || undefined,
    videoBaseUrl: e.VIDEO_BASE_URL.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    trustProxy:
      e.TRUST_PROXY === 'false'
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(',').map((part) => part.trim()),
    webDir: e.WEB_DIR ? path.resolve(e.WEB_DIR) : path.join(repoRoot(), 'dist', 'web'),
    drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    fileStore:
      e.FILE_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'local' },
    externalCalendars: {
      allowPrivate: e.EXTERNAL_CALENDARS_ALLOW_PRIVATE === 'true',
      refreshMs: e.EXTERNAL_CALENDARS_REFRESH_MINUTES * 60_000,
      timeoutMs: e.EXTERNAL_CALENDARS_TIMEOUT_SECONDS * 1000,
      maxBytes: e.EXTERNAL_CALENDARS_MAX_KB * 1024,
    },
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

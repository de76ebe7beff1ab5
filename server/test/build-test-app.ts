import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { buildApp, type App, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { smtpTransport } from '../platform/mail/transport.js';
import { freshDatabase } from './database.js';
import { storedFileKeys } from './stored-files.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { Mailbox } from './mailbox.js';

export const TEST_ADMIN = { email: 'admin@studio.test', password: 'Admin12345' };

export interface TestApp extends App {
  clock: ManualClock;
  mailbox: Mailbox;
  config: Config;
  get(url: string, token?: string): Promise<Response>;
  /**
   * GET a success and read its body through the route's response schema (`common/*.ts`): the
   * body is typed, so reading a field the schema lacks does not compile, and a failure or a body
   * that breaks the schema fails the test with the status, the body and what does not match.
   */
  get<S extends z.ZodType>(url: string, token: string | undefined, schema: S): Promise<TypedResponse<z.output<S>>>;
  post(url: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Response>;
  /** POST and read the success through its response schema, as the typed `get`. */
  post<S extends z.ZodType>(
    url: string,
    body: unknown,
    token: string | undefined,
    schema: S,
  ): Promise<TypedResponse<z.output<S>>>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** SQL statements run so far (reset it to count the queries of one request). */
  queries: string[];
  /** Runs the mail worker once, so queued e-mails reach the mailbox. */
  flushMail(): Promise<number>;
  /** The keys the file store holds now (local disk, or the S3 bucket with TEST_FILE_STORE=s3). */
  storedFiles(): Promise<string[]>;
}

export interface Response {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
}

/** A success whose body the route's response schema has read. */
export interface TypedResponse<Body> {
  status: number;
  body: Body;
  headers: Record<string, unknown>;
}

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * Checks a response against `schema` and types its body, or throws a readable error: which call, its status and
 * body, and the fields that do not match.
 */
export function readAs<S extends z.ZodType>(call: string, res: Response, schema: S): TypedResponse<z.output<S>> {
  const body = JSON.stringify(res.body);
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${call} answered ${res.status}, not a success: ${body}`);
  }
  const parsed = schema.safeParse(res.body);
  if (!parsed.success) {
    throw new Error(`${call} answered a body its response schema refuses:\n${z.prettifyError(parsed.error)}\nbody: ${body}`);
  }
  // The body as sent, not the parsed copy: parsing drops unknown keys, and `toEqual` must still see them.
  return { status: res.status, body: res.body as z.output<S>, headers: res.headers };
}

const toResponse = (res: LightMyRequestResponse): Response => {
  let body: Record<string, unknown> = {};
  try {
    body = res.json();
  } catch {
    body = { raw: res.body };
  }
  return { status: res.statusCode, body, headers: res.headers };
};

/**
 * One app per test file on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * a real SMTP server in-process, a temporary DATA_DIR and a clock the test can move. Files go
 * to DATA_DIR/files, or with TEST_FILE_STORE=s3 to a real S3-compatible server started for
 * the file on loopback.
 */
export function useTestApp(
  env: Record<string, string | undefined> = {},
  extra: () => Partial<BuildOptions> = () => ({}),
): TestApp {
  const t = { queries: [] as string[] } as TestApp;
  let dataDir = '';
  let drop: () => Promise<void> = async () => undefined;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'studio-test-'));
    if (process.env.TEST_FILE_STORE === 's3' && !env.FILE_STORE) s3 = await startS3Server();
    t.mailbox = new Mailbox();
    const smtpUrl = await t.mailbox.start();
    t.config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_URL: 'http://studio.test',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      SUPPORT_EMAIL: 'assistenza@studio.test',
      SMTP_URL: smtpUrl,
      // Rate limits have their own test file; elsewhere one test IP makes many calls.
      RATE_LIMIT_MULTIPLIER: '1000',
      // The tests pay through the simulated provider (or a fake Stripe server) on a non-local APP_URL.
      PAYMENTS: 'offline',
      ...s3?.env,
      ...env,
    });
    const fresh = await freshDatabase((sql) => t.queries.push(sql));
    drop = fresh.drop;
    t.clock = new ManualClock(new Date());
    const built = await buildApp(t.config, {
      database: fresh.database,
      clock: t.clock,
      mailTransport: smtpTransport(smtpUrl),
      startWorkers: false,
      ...extra(),
    });
    t.app = built.app;
    t.ctx = built.ctx;
    t.io = built.io;
    t.heartbeats = built.heartbeats;
    await t.app.ready();
  }, 60_000);

  afterAll(async () => {
    await t.app?.close();
    await drop();
    await t.mailbox?.stop();
    await s3?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  t.inject = (options) => t.app.inject(options);
  const get = async (url: string, token?: string, schema?: z.ZodType) => {
    const res = toResponse(
      await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    );
    return schema ? readAs(`GET ${url}`, res, schema) : res;
  };
  const post = async (url: string, body: unknown = {}, token?: string, last?: Record<string, string> | z.ZodType) => {
    const headers = last && !isSchema(last) ? last : {};
    const res = toResponse(
      await t.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
    );
    return isSchema(last) ? readAs(`POST ${url}`, res, last) : res;
  };
  t.get = get as TestApp['get'];
  t.post = post as TestApp['post'];
  t.flushMail = () => t.ctx.mail.runOnce();
  t.storedFiles = () => storedFileKeys(t.ctx.files);
  return t;
}

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOADS_IN_FLIGHT_PER_CUSTOMER } from '@bi/domain';
import { z } from 'zod';

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// address')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  REQUEST_BUDGET_STORE: z.enum(['memory', 'database']).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  STAFF_SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 7)
    .default(10),
  STAFF_INVITE_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(72),
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.string().default('Assurance Frontière <no-reply@assurance-frontiere.ma>'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().max(11).default('ASSURFRONT'),
  CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  CODE_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
  CODE_SENDS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).max(1000).default(20),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  SIGNIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  CHECKS_PER_10_MINUTES_PER_IP: z.coerce.number().int().min(1).max(10_000).default(30),
  VERIFICATION_MISSES_PER_10_MINUTES_PER_IP: z.coerce.number().int().min(1).max(10_000).default(30),
  UPLOADS_IN_FLIGHT_PER_CUSTOMER: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(UPLOADS_IN_FLIGHT_PER_CUSTOMER),
  IDLE_CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  CMI_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  CMI_CLIENT_ID: z.string().min(1).max(64).optional(),
  CMI_STORE_KEY: z.string().min(1).max(256).optional(),
  INVALID_CALLBACKS_PER_10_MINUTES_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  SIGNING_P12_PATH: z.string().optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  INSURER_EMAIL: z.email().optional(),
  CLOCK_OFFSET_DAYS: z.coerce.number().int().min(-3650).max(3650).optional(),
  PDF_PAGES: z.coerce.number().int().min(1).max(64).optional(),
  PDF_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).optional(),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: { driver: 'postgres'; url: string } | { driver: 'pglite'; dir: string | undefined };
  jwtSecret: string;
  logLevel: string;
  webDistDir: string;
  rateLimitPerMinute: number;
  /**
   * Where the per-address budget is counted: in the database, shared by every instance (the default on
   * PostgreSQL, where several instances may run), or in this process's memory (PGlite's one process).
   */
  requestBudgetStore: 'memory' | 'database';
  sessionTtlHours: number;
  /** The insurer's staff reach every customer's documents: their sessions end sooner (one working day). */
  staffSessionTtlHours: number;
  /** How long a staff invitation's set-password link works. */
  staffInviteTtlHours: number;
  /**
   * How many proxies in front append to X-Forwarded-For; the client address is read that many hops from
   * the right. 0 trusts none: a client could otherwise pick the address every limit counts by.
   */
  trustProxy: number;
  mail: { smtpUrl: string | undefined; from: string };
  sms: { httpUrl: string | undefined; token: string | undefined; sender: string };
  /** Outside production and with no mail or SMS provider, the outbox is readable at /dev/mailbox. */
  devMailbox: boolean;
  codes: {
    ttlMinutes: number;
    resetTtlMinutes: number;
    maxAttempts: number;
    sendsPerHour: number;
    sendsPerHourPerIp: number;
  };
  signin: { maxFailures: number; lockMinutes: number };
  checksPer10MinutesPerIp: number;
  /** Unknown certificate codes one address may look up in ten minutes (real ones cost nothing). */
  verificationMissesPer10MinutesPerIp: number;
  /** Uploads one customer may have under way at once in one instance: each holds up to 10 MB in memory. */
  uploadsInFlightPerCustomer: number;
  /**
   * A connection that sends nothing and is sent nothing for this long is closed: an upload stalled
   * halfway would otherwise hold its customer's slot and its memory for good. A slow phone's upload
   * keeps sending, so it is never cut by this.
   */
  idleConnectionTimeoutMs: number;
  /**
   * A message an instance claimed and did not settle within this time (it died mid-send) is claimed
   * again by any instance: longer than a mail with its PDFs takes to send.
   */
  outboxLeaseSeconds: number;
  /**
   * The CMI hosted payment page. Without CMI_GATEWAY_URL the app's own sandbox gateway answers (outside
   * production only), with a development store key; the code path is the same for both.
   */
  payment: { gatewayUrl: string; clientId: string; storeKey: string; sandbox: boolean };
  /**
   * Payment callbacks with a wrong HASH one address may have recorded in ten minutes; past them it is
   * answered 429 and nothing is stored. Rightly signed callbacks never count.
   */
  invalidCallbacksPer10MinutesPerIp: number;
  /** The insurer's certificate that seals signed contracts (PKCS#12); in development a self-signed one. */
  signing: { p12Path: string | undefined; p12Password: string };
  /** The insurer's management team: told of every cancellation, refund and termination request. */
  insurerEmail: string;
  /** Whole days added to the server's today and now, to try the date rules ahead of time (never in production). */
  clockOffsetDays: number;
  /**
   * Documents this instance renders at once (default: its cores) and how many may wait for a page;
   * past that line a call that needs a document is answered 503 with a Retry-After.
   */
  pdf: { pages: number | undefined; queueLimit: number | undefined };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Development keeps its secret under the data folder so that tokens survive a restart without any
 * setup; production refuses to start without one, since a generated secret would differ per instance.
 */
function developmentSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where the app's own CMI sandbox takes the payment form (the test gate's path, facts.md). */
export const SANDBOX_GATEWAY_PATH = '/sandbox/cmi/fim/est3Dgate';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  overrides: Partial<TConfig> = {},
): TConfig {
  const parsed = ZEnvironment.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    if (!env.JWT_SECRET) problems.push('JWT_SECRET: required in production');
    if (!env.DATABASE_URL) problems.push('DATABASE_URL: required in production (PGlite is for development)');
    if (!env.PUBLIC_URL)
      problems.push('PUBLIC_URL: required in production (links in mails and payment returns)');
    if (!env.SMTP_URL) problems.push('SMTP_URL: required in production (codes and notices are sent by mail)');
    if (!env.SMS_HTTP_URL)
      problems.push('SMS_HTTP_URL: required in production (phone codes are sent by SMS)');
    if (!env.CMI_GATEWAY_URL || !env.CMI_CLIENT_ID || !env.CMI_STORE_KEY)
      problems.push('CMI_GATEWAY_URL, CMI_CLIENT_ID, CMI_STORE_KEY: required in production (card payment)');
    if (!env.SIGNING_P12_PATH)
      problems.push("SIGNING_P12_PATH: required in production (the insurer's certificate seals contracts)");
    if (!env.INSURER_EMAIL)
      problems.push('INSURER_EMAIL: required in production (cancellations and terminations are sent there)');
    if (env.CLOCK_OFFSET_DAYS !== undefined)
      problems.push(
        'CLOCK_OFFSET_DAYS: not allowed in production (it moves the date every rule is judged on)',
      );
  }
  if (env.CMI_GATEWAY_URL && !env.CMI_STORE_KEY)
    problems.push('CMI_STORE_KEY: required with CMI_GATEWAY_URL (it signs and checks every payment message)');
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const inMemory = env.NODE_ENV === 'test';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const secret = (name: string) =>
    inMemory ? randomBytes(48).toString('base64url') : developmentSecret(dataDir, name);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    dataDir,
    database: env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : { driver: 'pglite', dir: inMemory ? undefined : path.join(dataDir, 'pglite') },
    jwtSecret: env.JWT_SECRET ?? secret('jwt-secret'),
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    requestBudgetStore: env.REQUEST_BUDGET_STORE ?? (env.DATABASE_URL ? 'database' : 'memory'),
    sessionTtlHours: env.SESSION_TTL_HOURS,
    staffSessionTtlHours: env.STAFF_SESSION_TTL_HOURS,
    staffInviteTtlHours: env.STAFF_INVITE_TTL_HOURS,
    trustProxy: env.TRUST_PROXY,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    sms: { httpUrl: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER },
    devMailbox: env.NODE_ENV !== 'production' && !env.SMTP_URL && !env.SMS_HTTP_URL,
    codes: {
      ttlMinutes: env.CODE_TTL_MINUTES,
      resetTtlMinutes: env.RESET_TTL_MINUTES,
      maxAttempts: env.CODE_MAX_ATTEMPTS,
      sendsPerHour: env.CODE_SENDS_PER_HOUR,
      sendsPerHourPerIp: env.CODE_SENDS_PER_HOUR_PER_IP,
    },
    signin: { maxFailures: env.SIGNIN_MAX_FAILURES, lockMinutes: env.SIGNIN_LOCK_MINUTES },
    checksPer10MinutesPerIp: env.CHECKS_PER_10_MINUTES_PER_IP,
    verificationMissesPer10MinutesPerIp: env.VERIFICATION_MISSES_PER_10_MINUTES_PER_IP,
    uploadsInFlightPerCustomer: env.UPLOADS_IN_FLIGHT_PER_CUSTOMER,
    idleConnectionTimeoutMs: env.IDLE_CONNECTION_TIMEOUT_SECONDS * 1000,
    outboxLeaseSeconds: env.OUTBOX_LEASE_SECONDS,
    payment: {
      gatewayUrl: env.CMI_GATEWAY_URL ?? `${publicUrl}${SANDBOX_GATEWAY_PATH}`,
      clientId: env.CMI_CLIENT_ID ?? '600000000',
      storeKey: env.CMI_STORE_KEY ?? secret('cmi-store-key'),
      sandbox: !env.CMI_GATEWAY_URL,
    },
    invalidCallbacksPer10MinutesPerIp: env.INVALID_CALLBACKS_PER_10_MINUTES_PER_IP,
    signing: { p12Path: env.SIGNING_P12_PATH, p12Password: env.SIGNING_P12_PASSWORD ?? '' },
    insurerEmail: env.INSURER_EMAIL ?? 'gestion@assurance-frontiere.ma',
    clockOffsetDays: env.CLOCK_OFFSET_DAYS ?? 0,
    pdf: { pages: env.PDF_PAGES, queueLimit: env.PDF_QUEUE_LIMIT },
    ...overrides,
  };
}

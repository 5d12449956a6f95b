import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
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
  sessionTtlHours: number;
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
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const inMemory = env.NODE_ENV === 'test';
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir,
    database: env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : { driver: 'pglite', dir: inMemory ? undefined : path.join(dataDir, 'pglite') },
    jwtSecret:
      env.JWT_SECRET ?? (inMemory ? randomBytes(48).toString('base64url') : developmentSecret(dataDir)),
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    ...overrides,
  };
}

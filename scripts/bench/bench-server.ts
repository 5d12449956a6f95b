import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig, type TConfig } from '../../apps/api/src/config';
import { prepareDatabase } from '../../apps/api/src/db/prepare';

export type TBenchServer = { base: string; config: TConfig; close: () => Promise<void> };

export type TBenchServerOptions = {
  /** PostgreSQL; without it, PGlite on disk in a temporary folder, as `npm start` runs it. */
  databaseUrl?: string;
  /** Unset: where the app counts it by default (PostgreSQL with DATABASE_URL, else memory). */
  budgetStore?: 'memory' | 'database';
};

/**
 * The app as `npm start` runs it (migrated, seeded, background jobs on, the dev mailbox), listening on
 * a free port of 127.0.0.1. Every bench caller comes from that one address, so its per-address
 * budgets are raised: the request budget, and the codes sent per hour (two per journey, 1000 at most).
 */
export async function startBenchServer({
  databaseUrl,
  budgetStore,
}: TBenchServerOptions): Promise<TBenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bi-bench-server-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
    CODE_SENDS_PER_HOUR_PER_IP: '1000',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...(budgetStore && { REQUEST_BUDGET_STORE: budgetStore }),
  });
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database, runDispatcher: true });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      base,
      config,
      close: async () => {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}

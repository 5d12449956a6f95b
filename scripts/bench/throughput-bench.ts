import { startBareEndpoint } from './bare-endpoint';
import { startBenchServer } from './bench-server';
import type { TLoadResult } from './http-load';
import { runLoadCaller, type TLoadPlan, type TScenario } from './load-runner';
import { passwordHashesPerSecond } from './password-ceiling';

/** Callers at once on single calls: enough to keep a 2-core server busy without queueing for long. */
const CALLERS = 16;
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
/** Journeys at once, and how many in all: every one signs a contract in Chromium. */
const JOURNEY_CALLERS = 8;
const JOURNEYS = 40;
const HASHING_SECONDS = 3;

export type TThroughputRun = {
  /** Where the per-address request budget was counted. */
  budgetStore: 'memory' | 'database';
  /** The public starting prices: what every call costs before its own work. */
  publicRoute: TLoadResult;
  quote: TLoadResult;
  list: TLoadResult;
  /** Only with the app as it runs by default: the other store is measured on the single calls. */
  journey?: TLoadResult;
};

export type TThroughput = {
  driver: 'pglite' | 'postgres';
  bare: TLoadResult;
  runs: TThroughputRun[];
  hashesPerSecond: number;
  settings: { callers: number; seconds: number; journeyCallers: number; journeys: number };
};

const singleCalls = (base: string, scenario: Exclude<TScenario, 'journey'>): TLoadPlan => ({
  base,
  scenario,
  callers: CALLERS,
  warmUp: { seconds: WARM_UP_SECONDS },
  until: { seconds: SECONDS },
});

async function measureBare(): Promise<TLoadResult> {
  const bare = await startBareEndpoint();
  try {
    return await runLoadCaller(singleCalls(bare.base, 'bare'));
  } finally {
    await bare.close();
  }
}

async function measureApp(
  databaseUrl: string | undefined,
  budgetStore: 'memory' | 'database' | undefined,
  withJourneys: boolean,
): Promise<TThroughputRun> {
  const server = await startBenchServer({ databaseUrl, budgetStore });
  try {
    const publicRoute = await runLoadCaller(singleCalls(server.base, 'public'));
    const quote = await runLoadCaller(singleCalls(server.base, 'quote'));
    const list = await runLoadCaller(singleCalls(server.base, 'list'));
    const journey = withJourneys
      ? await runLoadCaller({
          base: server.base,
          scenario: 'journey',
          callers: JOURNEY_CALLERS,
          warmUp: { calls: JOURNEY_CALLERS },
          until: { calls: JOURNEYS },
          storeKey: server.config.payment.storeKey,
        })
      : undefined;
    return {
      budgetStore: server.config.requestBudgetStore,
      publicRoute,
      quote,
      list,
      ...(journey && { journey }),
    };
  } finally {
    await server.close();
  }
}

/**
 * The bare endpoint, then our app over the same kind of load: on PGlite, or on PostgreSQL with the
 * request budget counted in PostgreSQL as it is by default, and then in memory beside it. Last, the
 * hashing ceiling, with no server running.
 */
export async function measureThroughput(databaseUrl: string | undefined): Promise<TThroughput> {
  const bare = await measureBare();
  const runs = [await measureApp(databaseUrl, undefined, true)];
  if (databaseUrl) runs.push(await measureApp(databaseUrl, 'memory', false));
  return {
    driver: databaseUrl ? 'postgres' : 'pglite',
    bare,
    runs,
    hashesPerSecond: await passwordHashesPerSecond(HASHING_SECONDS),
    settings: { callers: CALLERS, seconds: SECONDS, journeyCallers: JOURNEY_CALLERS, journeys: JOURNEYS },
  };
}

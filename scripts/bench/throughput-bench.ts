import { startBareEndpoint } from './bare-endpoint';
import { startBareReads } from './bare-reads-endpoint';
import { startBenchServer } from './bench-server';
import type { TLoadResult } from './http-load';
import { runLoadCaller, runLoadCallers, type TJourneyFigures } from './load-runner';
import { passwordHashesPerSecond } from './password-ceiling';
import { pagesAfterLastJourney, watchRenderer, type TPagesAfter, type TRendererPeak } from './renderer-watch';

/** Callers at once on single calls: enough to keep a 2-core server busy without queueing for long. */
const CALLERS = 16;
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
/**
 * Journeys at once, each bringing five rounds of journeys: every one signs a contract in Chromium. 8 is
 * the steady load; 40, issue 37's burst, on PostgreSQL only (the PGlite run keeps the steady one).
 */
const STEADY_CALLERS = 8;
const BURST_CALLERS = 40;
const ROUNDS = 5;
/** Issue 37: a minute after the last journey, no Chromium page is left open (idle ones close at 30 s). */
const PAGES_CLOSED_WITHIN_MS = 60_000;
const HASHING_SECONDS = 3;

export type TJourneyBurst = TLoadResult & {
  callers: number;
  journeys: TJourneyFigures;
  /** What the server's health showed of its renderer during the burst. */
  peak: TRendererPeak;
};

export type TThroughputRun = {
  /** Where the per-address request budget was counted. */
  budgetStore: 'memory' | 'database';
  /** On PostgreSQL: the bare route's two primary-key reads on the app's own database, in this run. */
  bareReads?: TLoadResult;
  /** The public starting prices: what every call costs before its own work. */
  publicRoute: TLoadResult;
  quote: TLoadResult;
  detail: TLoadResult;
  list: TLoadResult;
  /** Only with the app as it runs by default: the other store is measured on the single calls. */
  journeys?: { bursts: TJourneyBurst[]; pagesAfter?: TPagesAfter };
};

export type TThroughput = {
  driver: 'pglite' | 'postgres';
  bare: TLoadResult;
  runs: TThroughputRun[];
  hashesPerSecond: number;
  settings: { callers: number; seconds: number; rounds: number };
};

/** Our single calls, and on PostgreSQL the bare reads beside them, a second of each in turn. */
const SLICES = SECONDS;

async function measureBare(): Promise<TLoadResult> {
  const bare = await startBareEndpoint();
  try {
    return await runLoadCaller({
      base: bare.base,
      scenario: 'bare',
      callers: CALLERS,
      warmUp: { seconds: WARM_UP_SECONDS },
      until: { seconds: SECONDS },
    });
  } finally {
    await bare.close();
  }
}

/**
 * Our single calls on a running app, and on PostgreSQL the bare reads on its database (made beside
 * it, on a session and a subscription the app's sign-up made), taking turns a second at a time: the
 * machine's other work weighs on the yardstick and on our calls alike.
 */
async function measureSingleCalls(base: string, storeKey: string, databaseUrl: string | undefined) {
  const bare = databaseUrl ? await startBareReads(databaseUrl) : undefined;
  try {
    const results = await runLoadCallers({
      base,
      scenarios: [...(bare ? (['bare-reads'] as const) : []), 'public', 'quote', 'detail', 'list'],
      slices: SLICES,
      callers: CALLERS,
      warmUp: { seconds: WARM_UP_SECONDS },
      until: { seconds: SECONDS },
      storeKey,
      ...(bare && { bareBase: bare.base }),
    });
    const { public: publicRoute, quote, detail, list } = results;
    if (!publicRoute || !quote || !detail || !list)
      throw new Error('a single call came back without its result');
    return { bareReads: results['bare-reads'], publicRoute, quote, detail, list };
  } finally {
    await bare?.close();
  }
}

/**
 * A warm-up round, then five rounds of journeys, the renderer's health watched meanwhile; `ended` is
 * when the last journey was answered, on `performance.now()`'s clock.
 */
async function measureJourneys(
  base: string,
  storeKey: string,
  callers: number,
): Promise<{ burst: TJourneyBurst; ended: number }> {
  const watch = watchRenderer(base);
  const result = await runLoadCaller({
    base,
    scenario: 'journey',
    callers,
    warmUp: { calls: callers },
    until: { calls: callers * ROUNDS },
    storeKey,
  }).catch(async (error: unknown) => {
    await watch.stop().catch(() => undefined);
    throw error;
  });
  const ended = performance.now();
  const { journeys, ...load } = result;
  if (!journeys) throw new Error('the journeys came back without their figures');
  return { burst: { ...load, callers, journeys, peak: await watch.stop() }, ended };
}

async function measureApp(
  databaseUrl: string | undefined,
  budgetStore: 'memory' | 'database' | undefined,
  withJourneys: boolean,
): Promise<TThroughputRun> {
  const server = await startBenchServer({ databaseUrl, budgetStore });
  try {
    const storeKey = server.config.payment.storeKey;
    const { bareReads, ...calls } = await measureSingleCalls(server.base, storeKey, databaseUrl);
    const run = { budgetStore: server.config.requestBudgetStore, ...(bareReads && { bareReads }), ...calls };
    if (!withJourneys) return run;
    const steady = await measureJourneys(server.base, storeKey, STEADY_CALLERS);
    if (!databaseUrl) return { ...run, journeys: { bursts: [steady.burst] } };
    const burst = await measureJourneys(server.base, storeKey, BURST_CALLERS);
    const pagesAfter = await pagesAfterLastJourney(server.base, burst.ended, PAGES_CLOSED_WITHIN_MS);
    return { ...run, journeys: { bursts: [steady.burst, burst.burst], pagesAfter } };
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
    settings: { callers: CALLERS, seconds: SECONDS, rounds: ROUNDS },
  };
}

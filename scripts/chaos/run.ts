// `npm run chaos`: CHAOS_JOURNEYS customers (200) from sign-up to a signed contract, CHAOS_CONCURRENCY
// (25) at a time, through nginx in front of two API instances on a fresh PostgreSQL database, while
// one instance or the other is killed (kill -9, CHAOS_KILLS times) and started again and every
// database connection is cut once. Then the money path is checked in SQL; exits 1 on any loss, or
// when CHAOS_TIMEOUT_SECONDS (300) runs out. DATABASE_URL names the server (default: the local one).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startPair, type TPair } from '../pair/pair';
import { checkSharedBudget } from './budget-check';
import { createChaosDatabase, type TChaosDatabase } from './chaos-database';
import { runFaults } from './faults';
import { freePorts } from './free-port';
import { checkInvariants, waitForOutbox } from './invariants';
import { MILESTONES_PER_JOURNEY, runJourney } from './journey';
import { runPool } from './pool';
import { proxyClient, type TTally } from './proxy-client';
import { printReport } from './report';

const root = path.resolve(import.meta.dirname, '../..');
const DIR = path.join(root, 'data/chaos');
const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${process.env[name]}`);
  return value;
};
const JOURNEYS = setting('CHAOS_JOURNEYS', 200);
const CONCURRENCY = Math.max(1, setting('CHAOS_CONCURRENCY', 25));
const KILLS = setting('CHAOS_KILLS', 3);
const TIMEOUT_MS = setting('CHAOS_TIMEOUT_SECONDS', 300) * 1000;
/** Per address and minute: far above a journey's calls, and few enough for the budget check to spend. */
const BUDGET_PER_MINUTE = 200;
/**
 * How long a message claimed by a killed instance waits before another claims it: the pair's, shorter
 * than the default 120 s so that the run does not spend most of its time waiting for it.
 */
const LEASE_SECONDS = 20;
/**
 * Kept at the end of the time for the dispatchers and the checks; the wait for messages claimed by a
 * killed instance (their lease) takes whatever time is left besides.
 */
const CHECKS_RESERVE_MS = 40_000;
/** Stopping the pair and dropping the database, once the time is out. */
const CLEAN_UP_MS = 20_000;

const started = Date.now();
const deadline = started + TIMEOUT_MS;
const failures: string[] = [];
let pair: TPair | undefined;
let database: TChaosDatabase | undefined;

let cleaning: Promise<void> | undefined;
/** Once, whoever asks first: the end of the run, the time-out or Ctrl-C. */
function cleanUp() {
  cleaning ??= (async () => {
    await pair?.stop();
    await database?.drop();
  })();
  return cleaning;
}

/** Stops everything and exits, whatever was under way, when the time given to the run is out. */
const timer = setTimeout(() => {
  console.error(`chaos: CHAOS_TIMEOUT_SECONDS (${TIMEOUT_MS / 1000}) ran out`);
  setTimeout(() => process.exit(1), CLEAN_UP_MS).unref();
  void cleanUp().finally(() => process.exit(1));
}, TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`chaos: stopped by ${signal}; stopping the pair and dropping the database`);
    void cleanUp().finally(() => process.exit(1));
  });

/** Each journey its own client address, so that no per-address limit is what stops it. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;

async function main() {
  database = await createChaosDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const [proxyPort, first, second] = (await freePorts(3)) as [number, number, number];
  // The instances' logs are named by their ports, new at every run: only this run's logs are kept.
  for (const logs of ['logs', 'nginx']) rmSync(path.join(DIR, logs), { recursive: true, force: true });
  pair = await startPair({
    databaseUrl: database.url,
    dir: DIR,
    proxyPort,
    instancePorts: [first, second],
    publicUrl: `http://127.0.0.1:${proxyPort}`,
    // The run stands for the load balancer in front of nginx, naming each customer's address in
    // X-Forwarded-For: two hops are trusted, its own and nginx's.
    env: {
      TRUST_PROXY: '2',
      RATE_LIMIT_PER_MINUTE: String(BUDGET_PER_MINUTE),
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      LOG_LEVEL: 'warn',
    },
    output: 'files',
  });
  pair.onUnexpectedExit((why) => failures.push(`${why}, unasked`));
  console.log(
    `chaos: database ${database.name}, nginx on ${pair.proxyUrl} in front of ${pair.instances.map((instance) => instance.url).join(' and ')}` +
      ` (logs in data/chaos/logs); ${JOURNEYS} journeys, ${CONCURRENCY} at a time`,
  );

  const budget = await checkSharedBudget(pair.proxyUrl, BUDGET_PER_MINUTE);
  if (!budget.ok) failures.push('the request budget is not one budget across the pair');

  const tally: TTally = new Map();
  const client = proxyClient(pair.proxyUrl, tally);
  let milestones = 0;
  let signed = 0;
  let over = false;
  const faults = runFaults({
    pair,
    kills: KILLS,
    cutConnections: database.cutConnections,
    progress: () => milestones / (JOURNEYS * MILESTONES_PER_JOURNEY),
    over: () => over,
  });
  // Read once the journeys are over; a failure before then must not end the process meanwhile.
  faults.catch(() => undefined);
  const ticker = setInterval(
    () =>
      console.log(`chaos: ${((Date.now() - started) / 1000).toFixed(0)} s, ${signed} of ${JOURNEYS} signed`),
    15_000,
  );
  const journeysStarted = Date.now();
  const journeys = await runPool(JOURNEYS, CONCURRENCY, async (index) => {
    const result = await runJourney(index, {
      send: client(addressOf(index)),
      deadline: deadline - CHECKS_RESERVE_MS,
      milestone: () => (milestones += 1),
    });
    if (result.signed) signed += 1;
    return result;
  }).finally(() => {
    over = true;
    clearInterval(ticker);
  });
  const journeySeconds = (Date.now() - journeysStarted) / 1000;
  const faultLog = await faults;
  if (faultLog.missed.length > 0)
    failures.push('the journeys were over before every fault: more CHAOS_JOURNEYS, or fewer CHAOS_KILLS');
  const stopped = journeys.filter((journey) => !journey.signed).length;
  // Resumable is no loss, but a run that did not take its journeys to the end did not measure them.
  if (stopped > 0) failures.push(`${stopped} journeys stopped short of signed (see why above)`);

  const checking = await database.connect();
  try {
    const outbox = await waitForOutbox(checking, Math.max(0, deadline - Date.now() - CLEAN_UP_MS));
    if (outbox.unsent > 0)
      failures.push(
        `${outbox.unsent} outbox messages still unsent when the time ran out (leases are ${LEASE_SECONDS} s)`,
      );
    const { checks, states } = await checkInvariants(checking, journeys);
    for (const check of checks) if (check.breaches.length > 0) failures.push(`breached: ${check.rule}`);
    printReport({
      seconds: { journeys: journeySeconds, total: (Date.now() - started) / 1000 },
      journeys,
      states,
      tally,
      faults: faultLog,
      budget,
      outbox,
      checks,
    });
  } finally {
    await checking.end();
  }
}

try {
  await main();
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
  clearTimeout(timer);
}
for (const failure of failures) console.error(`chaos: FAIL ${failure}`);
if (failures.length === 0) console.log('chaos: no loss');
process.exit(failures.length === 0 ? 0 : 1);

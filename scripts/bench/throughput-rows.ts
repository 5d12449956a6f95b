import type { TLoadResult } from './http-load';
import { check, formatNumber, info, type TRow } from './report';
import { TARGETS } from './targets';
import type { TJourneyBurst, TThroughput, TThroughputRun } from './throughput-bench';

const seconds = (millis: number) => `${formatNumber(millis / 1000)} s`;
const perSecond = (load: TLoadResult) => `${formatNumber(load.perSecond)}/s`;
const latency = (load: TLoadResult) =>
  `p50 ${formatNumber(load.p50Millis)} ms, p99 ${formatNumber(load.p99Millis)} ms`;

/** A row judged in the run of the app as it runs by default, printed for comparison in the other. */
const judgedOr = (
  judged: boolean,
  name: string,
  measured: number,
  target: (typeof TARGETS)[keyof typeof TARGETS],
  detail: string,
) =>
  judged
    ? check(name, measured, target, detail)
    : info(name, `${formatNumber(measured)} ${target.unit} (${detail})`);

function burstRows(
  bursts: TJourneyBurst[],
  label: string,
  judged: boolean,
  hashesPerSecond: number,
  onPostgres: boolean,
) {
  const rows: TRow[] = [];
  for (const burst of bursts) {
    const name = `Whole API journeys, ${burst.callers} at once (${label})`;
    const detail =
      `${seconds(burst.p50Millis)} p50, ${seconds(burst.p99Millis)} p99, ` +
      `${formatNumber((100 * burst.perSecond) / hashesPerSecond)} % of the hashing ceiling`;
    rows.push(
      burst === bursts[0] && onPostgres
        ? judgedOr(judged, name, burst.perSecond, TARGETS.journeysPerSecond, detail)
        : info(name, `${formatNumber(burst.perSecond)} journeys/s (${detail})`),
      info(
        `Payment to signature, ${burst.callers} journeys at once`,
        `p99 ${seconds(burst.journeys.paymentToSignatureP99Millis)}, p50 ${seconds(burst.journeys.paymentToSignatureP50Millis)}; ` +
          `${burst.journeys.busyRetries} signing calls sent again after a 503; ` +
          `at most ${burst.peak.pagesOpen} Chromium pages open, ${burst.peak.waiting} documents waiting`,
      ),
    );
  }
  const [steady, burst] = bursts;
  if (steady && burst) {
    rows.push(
      judgedOr(
        judged,
        `Journeys ${burst.callers} at once ÷ ${steady.callers} at once (${label})`,
        burst.perSecond / steady.perSecond,
        TARGETS.burstJourneysRatio,
        `${perSecond(burst)} against ${perSecond(steady)}`,
      ),
    );
  }
  return rows;
}

function runRows(measured: TThroughput, run: TThroughputRun, judged: boolean): TRow[] {
  const { driver, bare } = measured;
  const label =
    driver === 'pglite'
      ? 'PGlite'
      : `PostgreSQL, budget in ${run.budgetStore === 'database' ? 'PostgreSQL' : 'memory'}`;
  const ratio = (load: TLoadResult) => load.perSecond / bare.perSecond;
  const readsRatio = (load: TLoadResult) => load.perSecond / (run.bareReads ?? bare).perSecond;
  const rows: TRow[] = [];
  if (run.bareReads) {
    rows.push(
      info(
        `Bare Fastify GET, two primary-key reads on the same PostgreSQL (${label})`,
        `${perSecond(run.bareReads)} (${latency(run.bareReads)}), ${formatNumber(ratio(run.bareReads))} × bare`,
      ),
    );
  }
  const againstReads = (load: TLoadResult) =>
    run.bareReads ? `; ${formatNumber(readsRatio(load))} × bare reads` : '';
  rows.push(
    info(
      `Public route, no database (GET /offre/tarifs) ÷ bare endpoint (${label})`,
      `${formatNumber(ratio(run.publicRoute))} × bare (${perSecond(run.publicRoute)}, ${latency(run.publicRoute)})`,
    ),
    judgedOr(
      judged,
      `Quote call ÷ bare endpoint (${label})`,
      ratio(run.quote),
      TARGETS.quoteThroughputRatio,
      `${perSecond(run.quote)}, ${latency(run.quote)}${againstReads(run.quote)}`,
    ),
  );
  for (const [what, load, target] of [
    ['Detail call', run.detail, TARGETS.detailThroughputRatio],
    ['List call', run.list, TARGETS.listThroughputRatio],
  ] as const) {
    // On PGlite no bare route can read the app's embedded database: the constant answer stands in.
    rows.push(
      run.bareReads
        ? judgedOr(
            judged,
            `${what} ÷ bare reads (${label})`,
            readsRatio(load),
            target,
            `${perSecond(load)}, ${latency(load)}`,
          )
        : info(
            `${what} ÷ bare endpoint (${label})`,
            `${formatNumber(ratio(load))} × bare (${perSecond(load)}, ${latency(load)})`,
          ),
    );
  }
  if (run.journeys) {
    rows.push(
      ...burstRows(run.journeys.bursts, label, judged, measured.hashesPerSecond, driver === 'postgres'),
    );
    const after = run.journeys.pagesAfter;
    if (after) {
      rows.push(
        check(
          `Chromium pages open a minute after the last journey (${label})`,
          after.pagesOpen,
          TARGETS.pagesOpenAfterMinute,
          after.closedAfterMillis === null
            ? 'still open when the minute was up'
            : `the last closed ${seconds(after.closedAfterMillis)} after the last journey`,
        ),
      );
    }
  }
  return rows;
}

/**
 * The throughput part's rows: the yardsticks, then each run's calls and journeys. The first run is the
 * app as it runs by default and is judged; the memory store beside it is for comparison.
 */
export function throughputRows(measured: TThroughput): TRow[] {
  const { bare, settings, hashesPerSecond } = measured;
  return [
    info(
      `Bare Fastify GET, constant answer, ${settings.callers} callers for ${settings.seconds} s`,
      `${perSecond(bare)} (${latency(bare)})`,
    ),
    info('Sign-ups per second argon2id alone allows', `${formatNumber(hashesPerSecond)}/s`),
    ...measured.runs.flatMap((run, index) => runRows(measured, run, index === 0)),
  ];
}

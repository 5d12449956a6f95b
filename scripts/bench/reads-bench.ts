import { startBareReads } from './bare-reads-endpoint';
import { startBenchServer } from './bench-server';
import type { TLoadResult } from './http-load';
import { runLoadCallers } from './load-runner';
import { check, formatNumber, info, type TRow } from './report';
import { TARGETS, type TTarget } from './targets';

/** As the throughput part's single calls: 16 callers, a second of each scenario in turn. */
const CALLERS = 16;
const SECONDS = 5;
const WARM_UP_SECONDS = 1;
/** Rounds on the same server: on a shared machine one round's ratio is a sample, not a figure. */
const ROUNDS = 3;

type TReadsRound = { bareReads: TLoadResult; detail: TLoadResult; list: TLoadResult };

/**
 * Issue 37's two reads alone, for working on them: the bare reads, the detail call and the list call,
 * taking turns a second at a time as in the throughput part, `ROUNDS` times on one app started as
 * `npm start` runs it on PostgreSQL (the request budget counted there, as by default).
 */
async function measureRounds(databaseUrl: string): Promise<TReadsRound[]> {
  const server = await startBenchServer({ databaseUrl });
  const bare = await startBareReads(databaseUrl);
  try {
    const rounds: TReadsRound[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const results = await runLoadCallers({
        base: server.base,
        bareBase: bare.base,
        scenarios: ['bare-reads', 'detail', 'list'],
        storeKey: server.config.payment.storeKey,
        slices: SECONDS,
        callers: CALLERS,
        warmUp: { seconds: WARM_UP_SECONDS },
        until: { seconds: SECONDS },
      });
      const { 'bare-reads': bareReads, detail, list } = results;
      if (!bareReads || !detail || !list) throw new Error('a read came back without its result');
      rounds.push({ bareReads, detail, list });
    }
    return rounds;
  } finally {
    await bare.close();
    await server.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perSecond = (load: TLoadResult) => `${formatNumber(load.perSecond)}/s`;

/** Each round's figures, then the median ratio of each read judged against its target. */
export async function readsRows(databaseUrl: string): Promise<TRow[]> {
  const rounds = await measureRounds(databaseUrl);
  const ratio = (round: TReadsRound, what: 'detail' | 'list') =>
    round[what].perSecond / round.bareReads.perSecond;
  const rows = rounds.map((round, index) =>
    info(
      `Reads, round ${index + 1} of ${rounds.length}`,
      `bare reads ${perSecond(round.bareReads)}, detail ${perSecond(round.detail)} ` +
        `(${formatNumber(ratio(round, 'detail'))} ×), list ${perSecond(round.list)} ` +
        `(${formatNumber(ratio(round, 'list'))} ×)`,
    ),
  );
  const judged = (what: 'detail' | 'list', target: TTarget) => {
    const ratios = rounds.map((round) => ratio(round, what));
    return check(
      `${what === 'detail' ? 'Detail' : 'List'} call ÷ bare reads, median of ${rounds.length} rounds`,
      median(ratios),
      target,
      `${ratios.map(formatNumber).join(', ')}`,
    );
  };
  return [
    ...rows,
    judged('detail', TARGETS.detailThroughputRatio),
    judged('list', TARGETS.listThroughputRatio),
  ];
}

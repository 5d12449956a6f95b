import { percentile } from './measure';

export type TLoadResult = {
  /** Calls completed. */
  calls: number;
  perSecond: number;
  p50Millis: number;
  p99Millis: number;
};

export type TLoadOptions = {
  /** Callers working at once, each starting its next call as soon as its last one is answered. */
  callers: number;
  /** A fixed number of calls in all, or as many as fit in a fixed time. */
  until: { calls: number } | { seconds: number };
  call: () => Promise<void>;
};

/** The calls' own durations in milliseconds, and the seconds from the first call sent to the last answered. */
export type TLoadSamples = { durations: number[]; seconds: number };

/** N concurrent callers over one run, each starting its next call as soon as its last one is answered. */
export async function runLoadSamples({ callers, until, call }: TLoadOptions): Promise<TLoadSamples> {
  const started = performance.now();
  let claimed = 0;
  const another =
    'calls' in until
      ? () => claimed++ < until.calls
      : () => performance.now() - started < until.seconds * 1000;
  const durations: number[] = [];
  const caller = async () => {
    while (another()) {
      const sent = performance.now();
      await call();
      durations.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  return { durations, seconds: (performance.now() - started) / 1000 };
}

/** Throughput is the calls answered over the time they took; each call's own duration gives the percentiles. */
export function summarize(runs: readonly TLoadSamples[]): TLoadResult {
  const durations = runs.flatMap((run) => run.durations);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    calls: durations.length,
    perSecond: durations.length / seconds,
    p50Millis: percentile(durations, 0.5),
    p99Millis: percentile(durations, 0.99),
  };
}

/** N concurrent callers over one run, summed up. */
export async function runLoad(options: TLoadOptions): Promise<TLoadResult> {
  return summarize([await runLoadSamples(options)]);
}

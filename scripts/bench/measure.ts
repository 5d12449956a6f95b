/**
 * Mean cost of one call in microseconds. The loop is timed as a whole so that reading the clock,
 * which costs about as much as a small call, does not end up in the figure.
 */
export function meanMicros(calls: number, warmUp: number, call: (index: number) => void): number {
  // Warm-up lets the JIT reach its optimised code before anything is counted.
  for (let index = 0; index < warmUp; index += 1) call(index);
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) call(index);
  return ((performance.now() - started) * 1000) / calls;
}

/** One duration per call in milliseconds, sequential, so that each one is the latency a lone caller sees. */
export async function sampleMillis(
  count: number,
  warmUp: number,
  call: () => Promise<void>,
): Promise<number[]> {
  for (let index = 0; index < warmUp; index += 1) await call();
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Nearest-rank percentile: always a latency that was really observed. */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  const value = sorted[rank - 1];
  if (value === undefined) throw new Error('percentile of no samples');
  return value;
}

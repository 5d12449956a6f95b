/** The parts of `npm run bench`, each one or more rows of its table. */
export const BENCH_PARTS = [
  'cold-start',
  'tariff',
  'api',
  'bundle',
  'lighthouse',
  'uploads',
  'pdf-scan',
  'journeys',
  'throughput',
  'reads',
  'list-scale',
  'fuzz',
  'photos',
] as const;

export type TBenchPart = (typeof BENCH_PARTS)[number];

const isPart = (name: string): name is TBenchPart => (BENCH_PARTS as readonly string[]).includes(name);

/**
 * `BENCH_ONLY=bundle,uploads` runs those parts alone (Lighthouse's score means nothing on a machine
 * busy with other work); unset or empty, every part runs. A name that is not a part is refused: a typo
 * would otherwise measure nothing and pass.
 */
export function selectedParts(only: string | undefined): ReadonlySet<TBenchPart> {
  const names = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return new Set(BENCH_PARTS);
  const unknown = names.filter((name) => !isPart(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY: no part named ${unknown.join(', ')} (parts: ${BENCH_PARTS.join(', ')})`);
  }
  return new Set(names.filter(isPart));
}

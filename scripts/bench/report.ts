import type { TTarget } from './targets';

export type TRow = { name: string; value: string; target: string; pass: boolean; reason: string };

export const formatNumber = (value: number) =>
  value.toLocaleString(
    'en-US',
    // A ratio such as 0.0035 of the bare endpoint would otherwise print as 0.
    value !== 0 && Math.abs(value) < 0.1
      ? { maximumSignificantDigits: 2 }
      : { maximumFractionDigits: value < 10 ? 2 : 1 },
  );

function withinTarget(measured: number, target: TTarget) {
  if (target.atLeast) return measured >= target.limit;
  if (target.atMost) return measured <= target.limit;
  return measured < target.limit;
}

export function check(name: string, measured: number, target: TTarget, detail?: string): TRow {
  const value = `${formatNumber(measured)} ${target.unit}`;
  return {
    name,
    value: detail ? `${value} (${detail})` : value,
    target: `${target.atLeast ? '≥' : target.atMost ? '≤' : '<'} ${formatNumber(target.limit)} ${target.unit}`,
    // A measure that could not be taken (NaN) must fail rather than slip through.
    pass: Number.isFinite(measured) && withinTarget(measured, target),
    reason: target.reason,
  };
}

/** A figure printed for what it tells, with no target of its own (a yardstick, a ceiling, a ratio). */
export function info(name: string, value: string): TRow {
  return { name, value, target: '', pass: true, reason: '' };
}

export function printTable(rows: readonly TRow[]): void {
  const header = { name: 'Measure', value: 'Value', target: 'Target', verdict: 'Result' };
  const lines = rows.map((row) => ({ ...row, verdict: row.target === '' ? '' : row.pass ? 'PASS' : 'FAIL' }));
  const width = (key: keyof typeof header) =>
    Math.max(header[key].length, ...lines.map((line) => line[key].length));
  const widths = { name: width('name'), value: width('value'), target: width('target'), verdict: 6 };
  const format = (line: typeof header) =>
    [
      line.name.padEnd(widths.name),
      line.value.padEnd(widths.value),
      line.target.padEnd(widths.target),
      line.verdict,
    ].join('  ');
  const rule = '-'.repeat(format(header).length);
  console.log(['', format(header), rule, ...lines.map(format), rule].join('\n'));
  for (const row of rows.filter((candidate) => !candidate.pass)) {
    console.log(`FAIL ${row.name}: ${row.reason}`);
  }
}

import type { THalf } from '../../apps/web/e2e/photo-set/plan-half';
import { percentile } from './measure';
import type { TPhotoResult } from './photo-bench';
import { check, formatNumber, info, type TRow } from './report';
import { TARGETS } from './targets';

const seconds = (millis: number) => `${formatNumber(millis / 1000)} s`;

function figures(results: readonly TPhotoResult[]) {
  const times = results.map((result) => result.millis);
  const wrong = results.reduce((total, result) => total + result.verdict.wrong.length, 0);
  const right = results.reduce((total, result) => total + result.verdict.right, 0);
  return {
    photos: results.length,
    fullyRead: results.filter((result) => result.verdict.fullyRead).length,
    plateRight: results.filter((result) => result.verdict.plateRight).length,
    right,
    wrong,
    median: percentile(times, 0.5),
    p90: percentile(times, 0.9),
    measuredP90: percentile(
      results.map((result) => result.measuredMillis),
      0.9,
    ),
  };
}

/** A document family's line: identity by its zone's format, certificates by country. */
function familyRow(half: THalf, label: string, results: readonly TPhotoResult[]): TRow {
  const f = figures(results);
  return info(
    `Photos, ${label} (${half})`,
    `${f.fullyRead}/${f.photos} fully read, fields ${f.right} right, ${f.wrong} wrong; ` +
      `median ${seconds(f.median)}, p90 ${seconds(f.p90)}`,
  );
}

const percent = (part: number, whole: number) => (whole === 0 ? Number.NaN : (100 * part) / whole);

const familyOf = (result: TPhotoResult) => `${result.truth.kind} ${result.truth.family}`;

/** A kind's row, or none when the run read none of its photos (BENCH_PHOTO_KIND): no figure, no failure. */
function kindRows(results: readonly TPhotoResult[], row: (kind: ReturnType<typeof figures>) => TRow): TRow[] {
  return results.length === 0 ? [] : [row(figures(results))];
}

/** The targets, judged on what the app gives a customer. */
function judgedRows(half: THalf, inHalf: readonly TPhotoResult[]): TRow[] {
  const all = figures(inHalf);
  return [
    ...kindRows(
      inHalf.filter((result) => result.truth.kind === 'identity'),
      (identity) =>
        check(
          `Identity photos fully read (${half})`,
          percent(identity.fullyRead, identity.photos),
          TARGETS.photoIdentityFullyReadPercent,
          `${identity.fullyRead}/${identity.photos}`,
        ),
    ),
    ...kindRows(
      inHalf.filter((result) => result.truth.kind === 'registration'),
      (cars) =>
        check(
          `Certificates with the plate right (${half})`,
          percent(cars.plateRight, cars.photos),
          TARGETS.photoPlateRightPercent,
          `${cars.plateRight}/${cars.photos}`,
        ),
    ),
    check(`Wrong values given (${half})`, all.wrong, TARGETS.photoWrongValues, `${all.right} right`),
    check(
      `Reading time a photo, p90 (${half})`,
      all.p90 / 1000,
      TARGETS.photoReadP90Seconds,
      `median ${seconds(all.median)}; measured ${seconds(all.measuredP90)} with the engine's worker at full speed`,
    ),
  ];
}

/**
 * Tuning and held-out apart: only the held-out figures say how drivers' own photos will go.
 */
export function photoRows(results: readonly TPhotoResult[], firstReadMillis: number): TRow[] {
  const rows: TRow[] = [info("First photo's read, engine start included", seconds(firstReadMillis))];
  for (const half of [...new Set(results.map((result) => result.half))]) {
    const inHalf = results.filter((result) => result.half === half);
    for (const family of [...new Set(inHalf.map(familyOf))].sort()) {
      rows.push(
        familyRow(
          half,
          family,
          inHalf.filter((result) => familyOf(result) === family),
        ),
      );
    }
    rows.push(...judgedRows(half, inHalf));
  }
  return rows;
}

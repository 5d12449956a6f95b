import type { TPhotoTruth } from '../../apps/web/e2e/photo-set/photo-truth';

/** What a photo's reading got right and wrong against its truth. */
export type TPhotoVerdict = {
  /** Every expected field read, and read right. */
  fullyRead: boolean;
  plateRight: boolean;
  right: number;
  /** Fields given with a value the truth does not have: what the customer would have to notice. */
  wrong: string[];
  missing: string[];
};

/**
 * The reading inside whatever the read function returns: a bare reading (or null), or the outcome
 * `{ kind: 'read', reading }` beside `wrong_document` and `unreadable`, which read nothing.
 */
export function readingOf(result: unknown): Record<string, unknown> | null {
  if (typeof result !== 'object' || result === null) return null;
  if (!('kind' in result)) return result as Record<string, unknown>;
  return result.kind === 'read' && 'reading' in result && typeof result.reading === 'object'
    ? (result.reading as Record<string, unknown> | null)
    : null;
}

/**
 * Values compared as a customer would: case, accents, spaces and hyphens aside ('El Amrani' is
 * 'EL AMRANI'); a plate by its letters and digits alone ('GH-417-PX' is 'GH 417 PX').
 */
export function comparable(field: string, value: unknown): string {
  const text = String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  return field === 'plate' ? text.replace(/[^A-Z0-9]/g, '') : text.replace(/[^A-Z0-9]+/g, ' ').trim();
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

export function judgePhoto(
  truth: Pick<TPhotoTruth, 'expected' | 'alsoChecked'>,
  result: unknown,
): TPhotoVerdict {
  const reading = readingOf(result) ?? {};
  const verdict: TPhotoVerdict = { fullyRead: true, plateRight: false, right: 0, wrong: [], missing: [] };
  const fields = [
    ...Object.entries(truth.expected).map(([field, values]) => ({ field, values, required: true })),
    ...Object.entries(truth.alsoChecked).map(([field, values]) => ({ field, values, required: false })),
  ];
  for (const { field, values, required } of fields) {
    const value = reading[field];
    if (!given(value)) {
      if (required) {
        verdict.missing.push(field);
        verdict.fullyRead = false;
      }
      continue;
    }
    if (values.some((right) => comparable(field, right) === comparable(field, value))) {
      verdict.right += 1;
      if (field === 'plate') verdict.plateRight = true;
      continue;
    }
    verdict.wrong.push(`${field}: read ${JSON.stringify(value)}, is ${values.join(' or ')}`);
    if (required) verdict.fullyRead = false;
  }
  return verdict;
}

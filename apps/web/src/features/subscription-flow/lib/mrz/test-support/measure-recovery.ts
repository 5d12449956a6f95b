import { readMrz } from '../../read-mrz';
import { corrupt, seeded } from './ocr-noise';
import { randomCase } from './random-specimens';

export type TRecovery = {
  cases: number;
  read: number;
  /** Cases and readings by the number of slips made in the zone, 0 to 3. */
  bySlips: { cases: number; read: number }[];
  /** Numbers given unconfirmed, for the customer to check (an L or a 1 no check digit settles). */
  toCheck: number;
  /** Wrong numbers given as confirmed: never allowed. */
  wrongNumbers: string[];
  /** Wrong numbers given for the customer to check: the slips that made a 1 of an L. */
  wrongToCheck: string[];
  wrongNames: string[];
};

/**
 * `count` generated documents from `seed`, each photographed with 0 to 3 slips and the page's lines
 * before or after the zone, read back: how many gave their number, and every reading that was wrong.
 */
export function measureRecovery(seed: number, count: number): TRecovery {
  const random = seeded(seed);
  const bySlips = [0, 1, 2, 3].map(() => ({ cases: 0, read: 0 }));
  const result: TRecovery = {
    cases: count,
    read: 0,
    bySlips,
    toCheck: 0,
    wrongNumbers: [],
    wrongToCheck: [],
    wrongNames: [],
  };
  for (let index = 0; index < count; index += 1) {
    const document = randomCase(random);
    const slips = Math.floor(random() * 4);
    const zone = corrupt(document.zone, slips, random);
    bySlips[slips]!.cases += 1;
    const [title, ...page] = document.page;
    const text = (random() < 0.5 ? [title, ...page, ...zone] : [title, ...zone, ...page]).join('\n');
    const reading = readMrz(text);
    if (!reading) continue;
    if (reading.numberToCheck) result.toCheck += 1;
    if (reading.documentNumber === document.number) {
      result.read += 1;
      bySlips[slips]!.read += 1;
    } else
      (reading.numberToCheck ? result.wrongToCheck : result.wrongNumbers).push(
        `${document.kind} ${document.number} read ${reading.documentNumber} in ${zone.join('|')}`,
      );
    const lastName = reading.lastName.toUpperCase();
    if (reading.namesConfirmed && lastName !== document.lastName) {
      result.wrongNames.push(`${document.kind} ${document.lastName} read ${lastName}`);
    }
  }
  return result;
}

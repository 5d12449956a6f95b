import { describe, expect, it } from 'vitest';
import { judgePhoto, readingOf } from './photo-verdict';

const truth = {
  expected: { documentNumber: ['BAA000589', '99999999R'], lastName: ['EL AMRANI'], firstName: ['SALMA'] },
  alsoChecked: { format: ['TD1'], issuingCountry: ['ESP'] },
};
const reading = { documentNumber: '99999999R', lastName: 'El Amrani', firstName: 'Salma', format: 'TD1' };

describe('judgePhoto', () => {
  it('takes a bare reading and the wrapped outcome alike', () => {
    expect(readingOf(reading)).toBe(reading);
    expect(readingOf({ kind: 'read', reading })).toBe(reading);
    expect(readingOf({ kind: 'unreadable' })).toBeNull();
    expect(readingOf({ kind: 'wrong_document', looksLike: 'registration' })).toBeNull();
    expect(readingOf(null)).toBeNull();
  });

  it('counts a field read in another case or spelling of the same value as right', () => {
    expect(judgePhoto(truth, { kind: 'read', reading })).toEqual({
      fullyRead: true,
      plateRight: false,
      right: 4,
      wrong: [],
      missing: [],
    });
  });

  it('counts a value the truth does not have as wrong, and a field not read only as missing', () => {
    const verdict = judgePhoto(truth, {
      ...reading,
      firstName: 'SALMO',
      issuingCountry: undefined,
      format: 'TD3',
    });
    expect(verdict.fullyRead).toBe(false);
    expect(verdict.wrong).toHaveLength(2);
    expect(judgePhoto(truth, null)).toMatchObject({
      fullyRead: false,
      wrong: [],
      missing: Object.keys(truth.expected),
    });
  });

  it('compares plates by their letters and digits', () => {
    const plate = { expected: { plate: ['GH-417-PX'] }, alsoChecked: {} };
    expect(judgePhoto(plate, { plate: 'GH 417 PX' }).plateRight).toBe(true);
    expect(judgePhoto(plate, { plate: 'GH-417-P' }).wrong).toHaveLength(1);
  });
});

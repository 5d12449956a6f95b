import { describe, expect, it } from 'vitest';
import { withoutLeadingLabels, withoutLeadingSmallWords } from './labels';

describe('a label OCR read in small letters before a value in capitals', () => {
  it('goes when the value has a few letters read small ("marc, VOLKSwaGen", "Matricyla XE-83-mC")', () => {
    expect(withoutLeadingLabels('marc, VOLKSwaGen', { capitals: true })).toBe('VOLKSwaGen');
    expect(withoutLeadingSmallWords('Matricyla XE-83-mC')).toBe('XE-83-mC');
  });

  it('stays before a value mostly in small letters, which is no value in capitals', () => {
    expect(withoutLeadingLabels('marc, Volkswagen', { capitals: true })).toBe('marc, Volkswagen');
    expect(withoutLeadingSmallWords('merk Diesel')).toBe('merk Diesel');
  });
});

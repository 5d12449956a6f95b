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

describe('a long label misread partway before a value in capitals', () => {
  it('takes the value with it: what follows may be the rest of the label (seed 36212\'s "handesd HL", a 308)', () => {
    expect(withoutLeadingLabels('handesd HL', { capitals: true })).toBe('');
  });

  it('leaves a label read whole, cut short or read from its end, and a value not printed in capitals', () => {
    expect(withoutLeadingLabels('handelsbenaming 308', { capitals: true })).toBe('308');
    // Fresh seed 36609's Spanish label, its second word misread: "COMES" is no part of the model.
    expect(withoutLeadingLabels('DENOMINACION COMES BERLINGO', { capitals: true })).toBe('BERLINGO');
    expect(withoutLeadingLabels('DENOMINACION COMMANDER', { capitals: true })).toBe('COMMANDER');
    expect(withoutLeadingLabels('DENOMINACION COMMANDER LIMITED', { capitals: true })).toBe(
      'COMMANDER LIMITED',
    );
    expect(withoutLeadingLabels('TYPE COMMUTER 2.7', { capitals: true })).toBe('COMMUTER 2.7');
    expect(withoutLeadingLabels('COMBO LIFE', { capitals: true })).toBe('COMBO LIFE');
    expect(withoutLeadingLabels('Handelsbez GOLF', { capitals: true })).toBe('GOLF');
    expect(withoutLeadingLabels('ming 308', { capitals: true })).toBe('308');
    expect(withoutLeadingLabels('Handelsbezeichoungien) IBIZA', { capitals: true })).toBe('IBIZA');
    expect(withoutLeadingLabels('handesd Diesel')).toBe('handesd Diesel');
  });
});

describe('a long label word read with two letters wrong', () => {
  it('is a label still: the model after it is read (fresh seed 36341\'s "OENOMNACION comenci. GOLF")', () => {
    expect(withoutLeadingLabels('OENOMNACION comenci. GOLF', { capitals: true })).toBe('GOLF');
  });

  it('leaves a long name no label is two letters from', () => {
    expect(withoutLeadingLabels('VOLKSWAGEN GOLF', { capitals: true })).toBe('VOLKSWAGEN GOLF');
  });
});

import { describe, expect, it } from 'vitest';
import { printedOtherwise } from './printed-number';

describe('printedOtherwise', () => {
  it('finds the page printing the number otherwise where it would stand, a character unlike its own', () => {
    // A fresh seed's Dutch passport: respelled DSBTXQWF9 from the zone, printed DS8TX9WF9 on the page.
    expect(printedOtherwise('DSBTXQWF9', ['DS8TX9WF9 04112027'])).toEqual(['DS8TX9WF9']);
  });

  it('says nothing of a window a character off the number, nor of look-alike slips alone', () => {
    // Seed 36408's page read ZH0751796 as "ZHO0751796": HO0751796 differs from it at both ends.
    expect(printedOtherwise('ZH0751796', ['ZHO0751796'])).toEqual([]);
    expect(printedOtherwise('DSBTXQWF9', ['D5BTXOWF9'])).toEqual([]);
  });

  it("takes the page's T read as a 7 for a slip of its own type, not for another number", () => {
    // Fresh seed 36611's French passport: 74OT93463 on its zone, its page read "740793463".
    expect(printedOtherwise('74OT93463', ['74079346310072028'])).toEqual([]);
    expect(printedOtherwise('74OT93463', ['74OX93463'])).toEqual(['74OX93463']);
  });
});

import { describe, expect, it } from 'vitest';
import { fuelOfEnergy, FRENCH_FUEL_CODES } from './fuels';
import { unglueCodes } from './glued-codes';

describe('unglueCodes, P.3', () => {
  it('puts apart every French fuel code the fuels read, and only those', () => {
    for (const code of FRENCH_FUEL_CODES) {
      expect(unglueCodes(`P3${code}`)).toBe(`P.3 ${code}`);
      expect(fuelOfEnergy(code)).toBeDefined();
    }
    expect(FRENCH_FUEL_CODES).toEqual(
      expect.arrayContaining(['ES', 'GO', 'EL', 'EH', 'EE', 'GH', 'GL', 'GP']),
    );
    expect(unglueCodes('P3GN P3XY')).toBe('P3GN P3XY');
  });
});

describe('unglueCodes, A', () => {
  it('puts A apart from a French plate run into it, its last hyphen lost or not (fresh seed 36603)', () => {
    expect(unglueCodes('AJR-304TD 8 20/08/2021')).toBe('A JR-304TD 8 20/08/2021');
    expect(unglueCodes('AGH-417-PX')).toBe('A GH-417-PX');
  });

  it('leaves three letters before a hyphen that are no French plate after A, and a plate alone', () => {
    expect(unglueCodes('ABC-12-D')).toBe('ABC-12-D');
    expect(unglueCodes('AFG-235-J')).toBe('AFG-235-J');
    expect(unglueCodes('GH-417-PX')).toBe('GH-417-PX');
  });

  it("leaves such a word further on the line as read: another code's value (a review's D.2 AKR-123-AB)", () => {
    expect(unglueCodes('D.2 AKR-123-AB')).toBe('D.2 AKR-123-AB');
  });
});

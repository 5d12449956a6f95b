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

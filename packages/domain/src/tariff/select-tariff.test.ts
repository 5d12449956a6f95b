import { describe, expect, it } from 'vitest';
import { selectTariff } from './select-tariff';
import type { TTariffTable } from './tariff-schema';
import { SEED_TARIFF } from './tariff-table';

const base = SEED_TARIFF;
const v1: TTariffTable = { ...base, version: 'v1', effective_from: '2026-01-01', effective_to: '2026-12-31' };
const v2: TTariffTable = { ...base, version: 'v2', effective_from: '2027-01-01', effective_to: null };

describe('selectTariff', () => {
  it('takes the version in force on the effect date', () => {
    expect(selectTariff('2026-12-31', [v1, v2]).version).toBe('v1');
    expect(selectTariff('2027-01-01', [v1, v2]).version).toBe('v2');
  });

  it('takes the later approved of two versions with the same effective date', () => {
    const correction: TTariffTable = { ...v2, version: 'v3' };
    expect(selectTariff('2027-03-01', [v1, v2, correction]).version).toBe('v3');
  });

  it('refuses a date no tariff covers', () => {
    expect(() => selectTariff('2025-12-31', [v1, v2])).toThrow('tariff.notInForce');
  });
});

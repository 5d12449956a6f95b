import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../errors';
import { PERIODS } from '../reference/catalogue';
import { startingPrices } from '../tariff/starting-prices';
import { SEED_TARIFF } from '../tariff/tariff-table';
import { assertTariffSellsEverything, previewTariff } from '../tariff/tariff-preview';
import {
  assertSecondAdministrator,
  assertTariffAuthor,
  assertTariffEffectDate,
  TARIFF_VERSION_EVENTS,
  TARIFF_VERSION_STATUSES,
  tariffVersionTransition,
} from './tariff-version';

describe("a tariff version's moves", () => {
  it('go draft → submitted → approved or rejected; a rejected one edited is a draft again', () => {
    expect(tariffVersionTransition('draft', 'edit')).toBe('draft');
    expect(tariffVersionTransition('draft', 'submit')).toBe('submitted');
    expect(tariffVersionTransition('submitted', 'approve')).toBe('approved');
    expect(tariffVersionTransition('submitted', 'reject')).toBe('rejected');
    expect(tariffVersionTransition('rejected', 'edit')).toBe('draft');
    expect(tariffVersionTransition('rejected', 'discard')).toBe('discarded');
  });

  it('leave an approved version no move at all, so it is never written again', () => {
    for (const event of TARIFF_VERSION_EVENTS) {
      expect(() => tariffVersionTransition('approved', event)).toThrow(`tariff.refused.${event}`);
      expect(() => tariffVersionTransition('discarded', event)).toThrow(RuleViolation);
    }
    expect(TARIFF_VERSION_STATUSES).toContain('approved');
  });
});

describe('the rules of a version', () => {
  it('take effect tomorrow in Morocco at the earliest, said on the date field', () => {
    expect(() => assertTariffEffectDate('2031-07-02', '2031-07-01')).not.toThrow();
    let refusal: RuleViolation | undefined;
    try {
      assertTariffEffectDate('2031-07-01', '2031-07-01');
    } catch (error) {
      refusal = error as RuleViolation;
    }
    expect(refusal).toMatchObject({ key: 'tariff.effectiveTooSoon', field: 'effective_from' });
    expect(refusal!.params).toEqual({ date: '2031-07-02' });
  });

  it('keep four eyes: its author edits it, another administrator decides on it', () => {
    expect(() => assertTariffAuthor({ authorId: 'a' }, 'a')).not.toThrow();
    expect(() => assertTariffAuthor({ authorId: 'a' }, 'b')).toThrow('tariff.notAuthor');
    expect(() => assertSecondAdministrator({ authorId: 'a' }, 'b')).not.toThrow();
    expect(() => assertSecondAdministrator({ authorId: 'a' }, 'a')).toThrow('tariff.ownVersion');
  });

  it('price every cover sold: a guarantee of a pack without its price is refused', () => {
    expect(() => assertTariffSellsEverything(SEED_TARIFF)).not.toThrow();
    const { ASSISTANCE: _gone, ...monthly } = SEED_TARIFF.extended_cover.guarantees_monthly;
    const broken = {
      ...SEED_TARIFF,
      extended_cover: { ...SEED_TARIFF.extended_cover, guarantees_monthly: monthly },
    };
    expect(() => assertTariffSellsEverything(broken)).toThrow('tariff.incomplete');
  });
});

describe('the preview of a version', () => {
  it("puts every usage's starting price and the samples beside the version in force's", () => {
    const dearer = {
      ...SEED_TARIFF,
      version: '2',
      effective_from: '2031-07-02',
      taxes: { ...SEED_TARIFF.taxes, stamp_centimes: 2_000 },
    };
    const preview = previewTariff(
      dearer,
      SEED_TARIFF,
      PERIODS.map((period) => period.code),
    );
    expect(preview.en_vigueur).toEqual({ label: '2026-01', date_effet: '2026-01-01' });
    expect(preview.departs).toHaveLength(7);
    expect(preview.departs.find((row) => row.usage_Code === 'TOURISME')).toEqual({
      usage_Code: 'TOURISME',
      version: 49_791 + 500,
      en_vigueur: 49_791,
    });
    for (const sample of preview.exemples) expect(sample.version).toBe(sample.en_vigueur! + 500);
  });

  it('starts every usage at the price the offer page shows for the durations still offered', () => {
    const withoutFiveDays = PERIODS.filter((period) => period.code !== 'J5').map((period) => period.code);
    const version = { ...SEED_TARIFF, version: '2', effective_from: '2031-07-02' };
    const { departs } = previewTariff(version, SEED_TARIFF, withoutFiveDays);
    const offerPage = startingPrices(version.effective_from, version, withoutFiveDays);
    expect(departs.map((row) => [row.usage_Code, row.version])).toEqual(
      offerPage.map((price) => [price.usage, price.primeTotal]),
    );
    // Ten days, dearer than the five switched off.
    const tourism = departs.find((row) => row.usage_Code === 'TOURISME')!;
    expect(tourism.version).toBeGreaterThan(49_791);
    expect(tourism.en_vigueur).toBe(tourism.version);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../errors';
import {
  PERIODS,
  USAGES,
  ZGuaranteeCode,
  ZPackCode,
  type TPeriodCode,
  type TUsageCode,
} from '../reference/catalogue';
import { BASIC_COVER, type TCoverSelection } from './cover';
import { computeQuote } from './compute-quote';
import { startingPrices } from './starting-prices';
import { SEED_TARIFF } from './tariff-table';

const EFFECT_DATE = '2026-12-01';

const quote = (
  usage: TUsageCode,
  period: TPeriodCode,
  cover: TCoverSelection = BASIC_COVER,
  trailer = false,
) => computeQuote({ usage, period, effectDate: EFFECT_DATE, cover, trailer }, SEED_TARIFF);

describe('starting prices', () => {
  it('reproduces the published starting price of every usage to the centime', () => {
    const byUsage = Object.fromEntries(
      startingPrices(EFFECT_DATE, SEED_TARIFF).map((price) => [price.usage, price.primeTotal]),
    );
    expect(byUsage).toEqual({
      TOURISME: 49_791,
      UTILITAIRE: 49_791,
      CAMION: 112_401,
      TAXI: 91_531,
      AUTOCAR: 331_204,
      DEUX_ROUES_50: 39_356,
      DEUX_ROUES_PLUS_50: 49_791,
    });
  });

  it('is the cheapest cover of each usage', () => {
    for (const price of startingPrices(EFFECT_DATE, SEED_TARIFF)) {
      for (const period of PERIODS) {
        expect(quote(price.usage, period.code).primeTotal).toBeGreaterThanOrEqual(price.primeTotal);
      }
    }
  });

  it('states the trailer rate of each usage', () => {
    const rates = Object.fromEntries(
      startingPrices(EFFECT_DATE, SEED_TARIFF).map((price) => [price.usage, price.trailerRateBp / 100]),
    );
    expect(rates).toEqual({
      TOURISME: 10,
      UTILITAIRE: 20,
      CAMION: 30,
      TAXI: 10,
      AUTOCAR: 10,
      DEUX_ROUES_50: 20,
      DEUX_ROUES_PLUS_50: 20,
    });
  });
});

describe('tax build-up', () => {
  it('breaks the tourism 5-day basic offer down as facts.md says', () => {
    const result = quote('TOURISME', 'J5');
    expect(result.primeNet).toBe(41_512);
    // 14 % on 416 MAD (415.12 rounded up), 1 % of 415.12, 1.3 % of 415.12, 15 MAD stamp.
    expect(result.taxes.map((tax) => [tax.code, tax.amount])).toEqual([
      ['TAXE_ASSURANCE', 5_824],
      ['CONTRIBUTION_SOLIDARITE', 415],
      ['FGAC', 540],
      ['TIMBRE', 1_500],
    ]);
    expect(result.primeTotal).toBe(49_791);
  });

  it('charges the road-accident fund only on liability premiums', () => {
    const withDamage = quote('TOURISME', 'M1', { mode: 'pack', pack: 'SERENITE', extras: [] });
    const fgac = withDamage.taxes.find((tax) => tax.code === 'FGAC')!;
    const liability = withDamage.lines.filter((line) => line.liability).reduce((s, line) => s + line.net, 0);
    expect(fgac.base).toBe(liability);
    expect(liability).toBeLessThan(withDamage.primeNet);
  });
});

describe('trailer', () => {
  it('adds the usage trailer rate of the liability premium', () => {
    for (const usage of USAGES) {
      const without = quote(usage.code, 'J10');
      const withTrailer = quote(usage.code, 'J10', BASIC_COVER, true);
      const rc = without.lines[0]!.net;
      const trailerLine = withTrailer.lines.find((line) => line.guarantee === 'REMORQUE')!;
      const rate = startingPrices(EFFECT_DATE, SEED_TARIFF).find(
        (price) => price.usage === usage.code,
      )!.trailerRateBp;
      expect(trailerLine.net).toBe(Math.round((rc * rate) / 10_000));
      expect(withTrailer.primeTotal).toBeGreaterThan(without.primeTotal);
    }
  });
});

describe('durations', () => {
  const byLength = [...PERIODS].sort(
    (a, b) =>
      (a.periode_ParJour ? a.periode_Nbr : a.periode_Nbr * 30) -
      (b.periode_ParJour ? b.periode_Nbr : b.periode_Nbr * 30),
  );

  it('never makes a longer duration cheaper, for every usage, with and without trailer', () => {
    for (const usage of USAGES) {
      for (const trailer of [false, true]) {
        const totals = byLength.map(
          (period) => quote(usage.code, period.code, BASIC_COVER, trailer).primeTotal,
        );
        for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThan(totals[i - 1]!);
      }
    }
  });

  it('never makes a longer duration cheaper for packs', () => {
    const months = byLength.filter((period) => !period.periode_ParJour);
    for (const pack of ['ESSENTIEL', 'CONFORT', 'SERENITE'] as const) {
      const totals = months.map(
        (period) => quote('TOURISME', period.code, { mode: 'pack', pack, extras: [] }).primeTotal,
      );
      for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThan(totals[i - 1]!);
    }
  });
});

describe('availability of packs and à la carte', () => {
  const pack: TCoverSelection = { mode: 'pack', pack: 'CONFORT', extras: [] };
  const carte: TCoverSelection = { mode: 'carte', guarantees: [{ guarantee: 'BRIS_GLACE', formula: 'F1' }] };

  it('offers them for tourism from one month', () => {
    expect(quote('TOURISME', 'M1', pack).primeTotal).toBeGreaterThan(quote('TOURISME', 'M1').primeTotal);
    expect(quote('TOURISME', 'M3', carte).lines.map((line) => line.guarantee)).toEqual(['RC', 'BRIS_GLACE']);
  });

  it.each([
    ['TOURISME', 'J10'],
    ['TAXI', 'M2'],
    ['CAMION', 'M6'],
  ] as const)('refuses them for %s over %s', (usage, period) => {
    expect(() => quote(usage, period, pack)).toThrow(RuleViolation);
    expect(() => quote(usage, period, carte)).toThrow(RuleViolation);
  });

  it('needs at least one guarantee counting toward the minimum à la carte', () => {
    expect(() =>
      quote('TOURISME', 'M1', { mode: 'carte', guarantees: [{ guarantee: 'DR', formula: 'default' }] }),
    ).toThrow('cover.carteNeedsMinGuarantee');
  });

  describe("for a customer's vehicle (decision 041)", () => {
    const input = { usage: 'TOURISME', period: 'M1', effectDate: EFFECT_DATE, trailer: false } as const;
    const essentiel: TCoverSelection = { mode: 'pack', pack: 'ESSENTIEL', extras: [] };
    const confort: TCoverSelection = { mode: 'pack', pack: 'CONFORT', extras: [] };
    const guarantees = (cover: TCoverSelection, ageYears: number | undefined) =>
      computeQuote({ ...input, cover, vehicle: { ageYears } }, SEED_TARIFF).lines.map(
        (line) => line.guarantee,
      );

    it('prices a pack without the assistance a vehicle over ten years is refused, for less', () => {
      expect(guarantees(confort, 10)).toContain('ASSISTANCE');
      expect(guarantees(confort, 11)).toEqual(['RC', 'DR', 'BRIS_GLACE', 'INCENDIE']);
      const price = (ageYears: number) =>
        computeQuote({ ...input, cover: confort, vehicle: { ageYears } }, SEED_TARIFF);
      expect(price(11).primeTotal).toBeLessThan(price(10).primeTotal);
    });

    it('refuses assistance chosen for a vehicle over ten years, and a pack left with nothing main', () => {
      expect(() =>
        computeQuote({ ...input, cover: essentiel, vehicle: { ageYears: 11 } }, SEED_TARIFF),
      ).toThrow('cover.vehicleTooOld');
      const withAssistance: TCoverSelection = {
        mode: 'carte',
        guarantees: [{ guarantee: 'ASSISTANCE', formula: 'default' }],
      };
      expect(() =>
        computeQuote({ ...input, cover: withAssistance, vehicle: { ageYears: 11 } }, SEED_TARIFF),
      ).toThrow('cover.vehicleTooOld');
      const backIn = { ...confort, extras: [{ guarantee: 'ASSISTANCE' as const, formula: 'default' }] };
      expect(() => computeQuote({ ...input, cover: backIn, vehicle: { ageYears: 11 } }, SEED_TARIFF)).toThrow(
        'cover.vehicleTooOld',
      );
    });

    it('refuses assistance while the year is unknown, on the year field, but not a cover without it', () => {
      let violation: RuleViolation | undefined;
      try {
        computeQuote({ ...input, cover: confort, vehicle: { ageYears: undefined } }, SEED_TARIFF);
      } catch (error) {
        violation = error as RuleViolation;
      }
      expect(violation).toMatchObject({ key: 'cover.vehicleYearRequired', field: 'annee_circulation' });
      const glass: TCoverSelection = {
        mode: 'carte',
        guarantees: [{ guarantee: 'BRIS_GLACE', formula: 'F1' }],
      };
      expect(guarantees(glass, undefined)).toEqual(['RC', 'BRIS_GLACE']);
      // Without a vehicle (starting prices, a bench) the pack is priced whole.
      expect(
        computeQuote({ ...input, cover: confort }, SEED_TARIFF).lines.map((line) => line.guarantee),
      ).toContain('ASSISTANCE');
    });
  });

  it('refuses a formula the guarantee does not have', () => {
    expect(() =>
      quote('TOURISME', 'M1', { mode: 'carte', guarantees: [{ guarantee: 'INCENDIE', formula: 'F9' }] }),
    ).toThrow('cover.unknownFormula');
  });
});

describe('every quote adds up', () => {
  const usage = fc.constantFrom(...USAGES.map((u) => u.code));
  const period = fc.constantFrom(...PERIODS.map((p) => p.code));
  const choice = fc.record({
    guarantee: fc.constantFrom(...ZGuaranteeCode.options),
    formula: fc.constantFrom('default', 'F1'),
  });
  const cover: fc.Arbitrary<TCoverSelection> = fc.oneof(
    fc.record({
      mode: fc.constant('pack' as const),
      pack: fc.constantFrom(...ZPackCode.options),
      extras: fc.array(choice, { maxLength: 3 }),
    }),
    fc.record({
      mode: fc.constant('carte' as const),
      guarantees: fc.array(choice, { minLength: 1, maxLength: 4 }),
    }),
  );

  it('has lines summing to the net premium and net plus taxes equal to the total, in whole centimes', () => {
    fc.assert(
      fc.property(usage, period, cover, fc.boolean(), (u, p, c, trailer) => {
        let result;
        try {
          result = quote(u, p, c, trailer);
        } catch (error) {
          expect(error).toBeInstanceOf(RuleViolation);
          return;
        }
        const amounts = [...result.lines.map((l) => l.net), ...result.taxes.map((t) => t.amount)];
        expect(amounts.every(Number.isInteger)).toBe(true);
        expect(result.lines.reduce((s, l) => s + l.net, 0)).toBe(result.primeNet);
        expect(result.taxes.reduce((s, t) => s + t.amount, 0)).toBe(result.totalTaxe);
        expect(result.primeNet + result.totalTaxe).toBe(result.primeTotal);
      }),
      { numRuns: 2_000 },
    );
  });
});

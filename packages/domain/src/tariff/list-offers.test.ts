import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index';
import type { RuleViolation } from '../errors';
import { computeQuote } from './compute-quote';
import { listOffers } from './list-offers';
import { SEED_TARIFF } from './tariff-table';

const EFFECT_DATE = '2026-12-01';
const month = listOffers({ usage: 'TOURISME', period: 'M1', effectDate: EFFECT_DATE }, SEED_TARIFF);
const pack = (code: string) => month.packs.find((offer) => offer.pack_Code === code)!;
const carte = (code: string) => month.cartes.find((guarantee) => guarantee.grnt_Code === code)!;

describe('listOffers: what a customer reads is taxes included', () => {
  it('prices an option of a pack by how much the total including taxes grows', () => {
    const collision = pack('BASE').options.find((option) => option.grnt_Code === 'DOMMAGE_COLLISION')!;
    expect(collision.formules[0]).toMatchObject({ prime: 120, prime_ttc: 138 });
    const withIt = computeQuote(
      {
        usage: 'TOURISME',
        period: 'M1',
        effectDate: EFFECT_DATE,
        cover: { mode: 'pack', pack: 'BASE', extras: [{ guarantee: 'DOMMAGE_COLLISION', formula: 'F1' }] },
        trailer: false,
      },
      SEED_TARIFF,
    );
    expect(withIt.primeTotal / 100 - pack('BASE').primeTotal).toBeCloseTo(138, 2);
  });

  it('prices the liability à la carte as the pack holding it alone, stamp included', () => {
    expect(carte('RC').formules[0]).toMatchObject({ prime: 872, prime_ttc: 1029.14 });
    expect(pack('BASE').primeTotal).toBe(1029.14);
    expect(carte('DOMMAGE_COLLISION').formules[0]!.prime_ttc).toBe(138);
  });

  it('lists as options of a pack only what it does not hold, never the mandatory liability', () => {
    expect(pack('ESSENTIEL').options.map((option) => option.grnt_Code)).toEqual([
      'DOMMAGE_COLLISION',
      'BRIS_GLACE',
      'INCENDIE',
    ]);
    expect(pack('SERENITE').options).toEqual([]);
    for (const line of pack('CONFORT').garanties) expect(line.formules[0]!.prime_ttc).toBeNull();
  });

  it('offers no options and no cartes where cover is not extended', () => {
    const short = listOffers({ usage: 'TOURISME', period: 'J5', effectDate: EFFECT_DATE }, SEED_TARIFF);
    expect(short.packs.map((offer) => offer.pack_Code)).toEqual(['BASE']);
    expect(short.packs[0]!.options).toEqual([]);
    expect(short.cartes).toEqual([]);
    expect(short.exclusions).toEqual([]);
  });
});

describe('listOffers: the vehicle age (decision 041)', () => {
  const codes = (list: readonly { grnt_Code?: string; pack_Code?: string }[]) =>
    list.map((item) => item.pack_Code ?? item.grnt_Code);
  const offersAt = (vehicleAgeYears: number | undefined) =>
    listOffers({ usage: 'TOURISME', period: 'M1', effectDate: EFFECT_DATE, vehicleAgeYears }, SEED_TARIFF);

  it('keeps the packs without assistance for a vehicle over ten years, for less, and says why', () => {
    const old = offersAt(11);
    expect(codes(old.packs)).toEqual(['BASE', 'CONFORT', 'SERENITE']);
    for (const offer of old.packs) expect(codes(offer.garanties)).not.toContain('ASSISTANCE');
    expect(codes(old.packs[1]!.garanties)).toEqual(['RC', 'DR', 'BRIS_GLACE', 'INCENDIE']);
    const young = offersAt(10);
    const confort = (offers: typeof old) => offers.packs.find((offer) => offer.pack_Code === 'CONFORT')!;
    expect(confort(old).primeTotal).toBeLessThan(confort(young).primeTotal);
    expect(codes(old.cartes)).toEqual(['RC', 'DR', 'DOMMAGE_COLLISION', 'BRIS_GLACE', 'INCENDIE']);
    expect(codes(old.packs[0]!.options)).not.toContain('ASSISTANCE');
    expect(old.exclusions).toEqual([
      expect.objectContaining({ grnt_Code: 'ASSISTANCE', grnt_Name: 'Assistance', age_max: 10 }),
    ]);
    expect(old.annee_requise).toBe(false);
  });

  it('offers everything at three and at ten years, and asks the year when it is unknown', () => {
    for (const vehicleAgeYears of [3, 10, undefined]) {
      const offers = offersAt(vehicleAgeYears);
      expect(codes(offers.packs)).toEqual(['BASE', 'ESSENTIEL', 'CONFORT', 'SERENITE']);
      expect(codes(offers.cartes)).toContain('ASSISTANCE');
      expect(offers.exclusions).toEqual([]);
      expect(offers.annee_requise).toBe(vehicleAgeYears === undefined);
    }
    // Where no assistance is sold (five days), no year is asked.
    expect(
      listOffers({ usage: 'TOURISME', period: 'J5', effectDate: EFFECT_DATE }, SEED_TARIFF).annee_requise,
    ).toBe(false);
  });

  it('refuses assistance at the quote in words, never with its code', () => {
    let violation: RuleViolation | undefined;
    try {
      computeQuote(
        {
          usage: 'TOURISME',
          period: 'M1',
          effectDate: EFFECT_DATE,
          cover: { mode: 'pack', pack: 'ESSENTIEL', extras: [] },
          trailer: false,
          vehicle: { ageYears: 11 },
        },
        SEED_TARIFF,
      );
    } catch (error) {
      violation = error as RuleViolation;
    }
    expect(violation?.key).toBe('cover.vehicleTooOld');
    const fr = translate('fr', violation!.key, violation!.params);
    expect(fr).toBe("La garantie « Assistance » n'est pas proposée pour un véhicule de plus de 10 ans.");
    for (const language of ['fr', 'en', 'ar'] as const) {
      expect(translate(language, violation!.key, violation!.params)).not.toMatch(/ASSISTANCE|\{\{/);
    }
  });
});

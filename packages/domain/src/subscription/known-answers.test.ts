import { describe, expect, it } from 'vitest';
import { listOffers } from '../tariff/list-offers';
import { SEED_TARIFF } from '../tariff/tariff-table';
import {
  coverPassedAtStep4,
  coverWithoutChoice,
  preselectedEffectDate,
  preselectedOffice,
  preselectedPack,
  reusableDocuments,
  usualSeats,
} from './known-answers';

describe('answers the flow knows before asking', () => {
  it("preselects the entry city's first border-post office, and none when it has none", () => {
    const offices = [
      { id: 1, posteFrontalier: false },
      { id: 2, posteFrontalier: true },
      { id: 3, posteFrontalier: true },
    ];
    expect(preselectedOffice(offices)?.id).toBe(2);
    expect(preselectedOffice([{ id: 1, posteFrontalier: false }])).toBeNull();
    expect(preselectedOffice([])).toBeNull();
  });

  it('gives the usual seats of a car and a two-wheeler, and none where a usage has no usual count', () => {
    expect(usualSeats(1)).toBe(5);
    expect(usualSeats(6)).toBe(2);
    expect(usualSeats(7)).toBe(2);
    expect(usualSeats(3)).toBeNull();
    expect(usualSeats(undefined)).toBeNull();
  });

  it('starts a new cover today where the office may, and preselects nothing elsewhere', () => {
    expect(preselectedEffectDate('2026-11-25', null, true)).toBe('2026-11-25');
    expect(preselectedEffectDate('2026-11-25', null, false)).toBeNull();
  });

  it('starts an extension the day after the cover it extends', () => {
    expect(preselectedEffectDate('2026-11-25', '2026-11-28', true)).toBe('2026-11-29');
    expect(preselectedEffectDate('2026-11-25', '2026-11-28', false)).toBe('2026-11-29');
  });

  it('preselects the pack only when it is the only one sold (the basic offer), never one among several', () => {
    expect(preselectedPack([{ pack_Id: 1 }])?.pack_Id).toBe(1);
    expect(preselectedPack([{ pack_Id: 1 }, { pack_Id: 2 }])).toBeNull();
    expect(preselectedPack([])).toBeNull();
  });

  it('takes the basic offer, with the trailer as asked, where step 5 leaves nothing to choose', () => {
    const effectDate = '2026-12-01';
    const fiveDays = listOffers({ usage: 'TOURISME', period: 'J5', effectDate }, SEED_TARIFF);
    const basic = fiveDays.packs[0]!;
    expect(coverWithoutChoice(fiveDays, true)).toEqual({
      type: 'pack',
      pack_Id: basic.pack_Id,
      selected_garanties: [],
      remorque: true,
    });
    const van = listOffers({ usage: 'UTILITAIRE', period: 'M3', effectDate }, SEED_TARIFF);
    expect(coverWithoutChoice(van, false)).toMatchObject({ type: 'pack', remorque: false });
  });

  it('leaves step 5 to the customer where there is a pack, an option, à la carte or an exclusion to read', () => {
    const effectDate = '2026-12-01';
    expect(
      coverWithoutChoice(listOffers({ usage: 'TOURISME', period: 'M1', effectDate }, SEED_TARIFF), false),
    ).toBeNull();
    const fiveDays = listOffers({ usage: 'TOURISME', period: 'J5', effectDate }, SEED_TARIFF);
    const basic = fiveDays.packs[0]!;
    const option = listOffers({ usage: 'TOURISME', period: 'M1', effectDate }, SEED_TARIFF).cartes[1]!;
    expect(coverWithoutChoice({ ...fiveDays, packs: [{ ...basic, options: [option] }] }, false)).toBeNull();
    expect(coverWithoutChoice({ ...fiveDays, cartes: [option] }, false)).toBeNull();
    expect(coverWithoutChoice({ ...fiveDays, packs: [] }, false)).toBeNull();
    const assistance = {
      grnt_Id: 9,
      grnt_Code: 'ASSISTANCE',
      grnt_Name: 'A',
      grnt_Name_EN: 'A',
      grnt_Name_AR: 'A',
    };
    expect(
      coverWithoutChoice({ ...fiveDays, exclusions: [{ ...assistance, age_max: 10 }] }, false),
    ).toBeNull();
  });

  it("reuses a returning customer's identity and licence, and the registration only for the same plate", () => {
    const previous = {
      vehicule_info: { immatriculation: 'GH-417-PX' },
      documents_info: {
        identity_type: 'passport' as const,
        identity_recto: 'id-1',
        identity_recto_name: 'passeport.jpg',
        permis_recto: 'pe-1',
        permis_recto_name: 'permis-recto.jpg',
        permis_verso: 'pe-2',
        permis_verso_name: 'permis-verso.jpg',
        cg_recto: 'cg-1',
        cg_recto_name: 'carte-grise.jpg',
        cg_verso: 'cg-2',
        cg_verso_name: 'carte-grise-verso.jpg',
      },
    };
    const person = {
      identity_type: 'passport',
      identity_recto: 'id-1',
      identity_recto_name: 'passeport.jpg',
      permis_recto: 'pe-1',
      permis_recto_name: 'permis-recto.jpg',
      permis_verso: 'pe-2',
      permis_verso_name: 'permis-verso.jpg',
    };
    expect(reusableDocuments(previous, 'AB-123-CD')).toEqual(person);
    expect(reusableDocuments(previous, 'gh 417 px')).toEqual({
      ...person,
      cg_recto: 'cg-1',
      cg_recto_name: 'carte-grise.jpg',
      cg_verso: 'cg-2',
      cg_verso_name: 'carte-grise-verso.jpg',
    });
    expect(reusableDocuments(previous, undefined)).toEqual(person);
    expect(reusableDocuments({ ...previous, documents_info: null }, 'GH-417-PX')).toEqual({});
  });
});

describe('coverPassedAtStep4', () => {
  const month = { date_effet: '2026-12-01', periode_Id: 3 };
  const tenDays = { date_effet: '2026-12-01', periode_Id: 2 };
  const pack = { pack_Id: 1 };

  it('reads a cover that step 4 left where there was none, or under a new period, as saved by the server', () => {
    expect(coverPassedAtStep4(undefined, { pack_info: pack, periode_info: tenDays })).toBe(true);
    expect(
      coverPassedAtStep4({ pack_info: null, periode_info: null }, { pack_info: pack, periode_info: tenDays }),
    ).toBe(true);
    expect(
      coverPassedAtStep4(
        { pack_info: pack, periode_info: month },
        { pack_info: pack, periode_info: tenDays },
      ),
    ).toBe(true);
  });

  it('reads no cover, or the cover kept under the same period, as step 5 still to see', () => {
    expect(coverPassedAtStep4(undefined, { pack_info: null, periode_info: month })).toBe(false);
    expect(
      coverPassedAtStep4({ pack_info: pack, periode_info: month }, { pack_info: pack, periode_info: month }),
    ).toBe(false);
  });
});

import {
  addDays,
  centimesToAmount,
  currentYearInMorocco,
  SEED_TARIFF,
  type TPacksAnswer,
  type TTariffRates,
  type TTariffVersionDetail,
} from '@bi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { staffMember } from '../../test/staff';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * A tariff version that changes what the extended cover costs, not the liability: an à la carte
 * guarantee's monthly price and a pack's discount. Step 5's offers and price for a cover from its
 * effective date on follow it; one starting before keeps version 1.
 */
const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
const author = { headers: {} as Record<string, string>, language: 'fr' };
const second = { headers: {} as Record<string, string>, language: 'fr' };

const V1 = SEED_TARIFF.extended_cover;
/** Tourism's liability for a month (the fixture's usage and duration), the same in both versions. */
const LIABILITY = SEED_TARIFF.usages.TOURISME.liability.M1;
const ASSISTANCE_V2 = 9_000;
const ESSENTIEL = { pack_Id: 2, code: 'ESSENTIEL' };
const ESSENTIEL_DISCOUNT_V1 = V1.packs.find((pack) => pack.code === ESSENTIEL.code)!.discount_bp;
const ESSENTIEL_DISCOUNT_V2 = ESSENTIEL_DISCOUNT_V1 / 2;
const ASSISTANCE_V1 = V1.guarantees_monthly.ASSISTANCE!.default!;
const ASSISTANCE = { grnt_Id: 3, code: 'ASSISTANCE' };

/** Version 2: assistance dearer by the month, the Essentiel pack's discount halved, the rest as version 1. */
const dearerCover = (rates: TTariffRates): TTariffRates => ({
  ...rates,
  extended_cover: {
    ...rates.extended_cover,
    guarantees_monthly: {
      ...rates.extended_cover.guarantees_monthly,
      ASSISTANCE: { default: ASSISTANCE_V2 },
    },
    packs: rates.extended_cover.packs.map((pack) =>
      pack.code === ESSENTIEL.code ? { ...pack, discount_bp: ESSENTIEL_DISCOUNT_V2 } : pack,
    ),
  },
});

/** A monthly price less a pack's discount (the figures here leave no centime to round). */
const discounted = (monthly: number, discountBp: number) => (monthly * (10_000 - discountBp)) / 10_000;
/** Essentiel's net premium for a month: the liability, then legal defence and assistance less the discount. */
const essentielNet = (assistance: number, discountBp: number) =>
  LIABILITY + discounted(V1.guarantees_monthly.DR!.default!, discountBp) + discounted(assistance, discountBp);

type TCustomer = { headers: Record<string, string> };
/** A customer's subscription through step 4 (a month of tourism), its cover starting in `days`. */
async function atStep5(days: number) {
  const own = await subscriptionFixture(t, { startInDays: days });
  const { customer, id } = await own.newSubscription();
  await own.completeSteps(id, customer.headers, 4);
  return { id, customer };
}
const offersOf = async ({ id, customer }: { id: string; customer: TCustomer }) => {
  const answer = await api.get(`/users/souscriptions/${id}/packs`, customer);
  expect(answer.statusCode, answer.body).toBe(200);
  const offers = answer.json() as TPacksAnswer;
  const essentiel = offers.packs.find((pack) => pack.pack_Code === ESSENTIEL.code)!;
  const carte = offers.cartes.find((guarantee) => guarantee.grnt_Code === ASSISTANCE.code)!;
  return {
    version: offers.tarif_version,
    essentielNet: essentiel.primeNet,
    essentielTotal: essentiel.primeTotal,
    assistanceInPack: essentiel.garanties.find((line) => line.grnt_Code === ASSISTANCE.code)!.formules[0]!
      .prime,
    assistanceCarte: carte.formules[0]!.prime,
  };
};
/** Step 5's price of a choice, as the page asks it before the customer saves the step. */
const priceOf = async ({ id, customer }: { id: string; customer: TCustomer }, choice: object) => {
  const answer = await api.post(`/users/souscriptions/${id}/quote`, { remorque: false, ...choice }, customer);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { tarif_version: string; primeNet: number; primeTotal: number };
};
/** Assistance is sold for a vehicle of 10 years at most: the fixture's step 3 gives no year, step 5 does. */
const YOUNG = { annee_circulation: currentYearInMorocco() - 2 };
const PACK = { ...YOUNG, type: 'pack', pack_Id: ESSENTIEL.pack_Id, selected_garanties: [] };
const CARTE = {
  ...YOUNG,
  type: 'carte',
  selected_garanties: [{ grnt_Id: ASSISTANCE.grnt_Id, selected_formule: 'default' }],
};

let tomorrow: Awaited<ReturnType<typeof atStep5>>;
let today: Awaited<ReturnType<typeof atStep5>>;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' }, providers: { clock } });
  api = caller(t);
  author.headers = (await staffMember(t, 'admin')).headers;
  second.headers = (await staffMember(t, 'admin')).headers;
  tomorrow = await atStep5(1);
  today = await atStep5(0);
}, 240_000);
afterAll(async () => t.close());

describe('a tariff version that changes a guarantee and a pack price', () => {
  it("prices step 5 with version 1's cover prices until one is approved", async () => {
    const offers = await offersOf(tomorrow);
    expect(offers).toMatchObject({
      version: '2026-01',
      essentielNet: centimesToAmount(essentielNet(ASSISTANCE_V1, ESSENTIEL_DISCOUNT_V1)),
      assistanceCarte: centimesToAmount(ASSISTANCE_V1),
    });
  });

  it('is drafted, submitted and approved by a second administrator for tomorrow', async () => {
    const draft = (await api.post('/backoffice/tarifs', {}, author)).json() as TTariffVersionDetail;
    const edited = await api.put(
      `/backoffice/tarifs/${draft.id}`,
      { date_effet: addDays(clock.today(), 1), tarif: dearerCover(draft.tarif) },
      author,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // The Essentiel pack of the preview's samples is dearer; the basic offer's is not.
    const samples = (edited.json() as TTariffVersionDetail).apercu.exemples;
    const essentiel = samples.find((sample) => sample.pack_Code === ESSENTIEL.code)!;
    expect(essentiel.version).toBeGreaterThan(essentiel.en_vigueur!);
    const basic = samples.find((sample) => sample.pack_Code === 'BASE')!;
    expect(basic.version).toBe(basic.en_vigueur);
    expect((await api.post(`/backoffice/tarifs/${draft.id}/submit`, {}, author)).statusCode).toBe(200);
    const approved = await api.post(`/backoffice/tarifs/${draft.id}/approve`, {}, second);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ statut: 'approved', date_effet: addDays(clock.today(), 1) });
  });

  it("offers and prices a cover from tomorrow at version 2's guarantee and pack prices", async () => {
    const offers = await offersOf(tomorrow);
    expect(offers).toMatchObject({
      version: '2',
      essentielNet: centimesToAmount(essentielNet(ASSISTANCE_V2, ESSENTIEL_DISCOUNT_V2)),
      assistanceInPack: centimesToAmount(discounted(ASSISTANCE_V2, ESSENTIEL_DISCOUNT_V2)),
      assistanceCarte: centimesToAmount(ASSISTANCE_V2),
    });
    const pack = await priceOf(tomorrow, PACK);
    expect(pack).toMatchObject({ tarif_version: '2', primeNet: offers.essentielNet });
    expect(pack.primeTotal).toBe(offers.essentielTotal);
    const carte = await priceOf(tomorrow, CARTE);
    expect(carte).toMatchObject({
      tarif_version: '2',
      primeNet: centimesToAmount(LIABILITY + ASSISTANCE_V2),
    });

    // Saved and confirmed, the subscription keeps the price it was offered.
    const saved = await api.post(`/users/souscriptions/${tomorrow.id}/step5`, PACK, tomorrow.customer);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().simulation_result).toMatchObject({ tarif_version: '2', primeTotal: pack.primeTotal });
  });

  it("keeps version 1's guarantee and pack prices for a cover from today", async () => {
    const offers = await offersOf(today);
    expect(offers).toMatchObject({
      version: '2026-01',
      essentielNet: centimesToAmount(essentielNet(ASSISTANCE_V1, ESSENTIEL_DISCOUNT_V1)),
      assistanceInPack: centimesToAmount(discounted(ASSISTANCE_V1, ESSENTIEL_DISCOUNT_V1)),
      assistanceCarte: centimesToAmount(ASSISTANCE_V1),
    });
    expect(await priceOf(today, PACK)).toMatchObject({
      tarif_version: '2026-01',
      primeNet: offers.essentielNet,
    });
    expect(await priceOf(today, CARTE)).toMatchObject({
      tarif_version: '2026-01',
      primeNet: centimesToAmount(LIABILITY + ASSISTANCE_V1),
    });
  });
});

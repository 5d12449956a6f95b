import {
  addDays,
  amountToCentimes,
  formatMad,
  type TQuoteResult,
  type TSouscriptionAnswer,
  type TTariffVersionDetail,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { payByCard } from '../../test/card-payment';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { pdfText } from '../../test/pdf-reading';
import { staffMember } from '../../test/staff';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * A tariff version that changes the taxes, not the premiums, end to end: drafted, approved by a second
 * administrator for tomorrow, then the quotes, the payment, the contract's answer and its PDF.
 */
const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
const author = { headers: {} as Record<string, string>, language: 'fr' };
const second = { headers: {} as Record<string, string>, language: 'fr' };

/** Version 2's taxes: the tax on insurance contracts 15 %, the solidarity contribution 1.5 %, a 20 MAD stamp. */
const TAXES = { insurance_tax_bp: 1_500, solidarity_bp: 150, fgac_bp: 130, stamp_centimes: 2_000 };

type THeaders = { headers: Record<string, string> };
const today = () => clock.today();
const answerOf = async (id: string, customer: THeaders) =>
  (await api.get(`/users/souscriptions/${id}`, customer)).json() as TSouscriptionAnswer;
/** A customer's subscription through step `last` (6: confirmed, 7: documents given), its cover from `days` on. */
async function subscriptionIn(days: number, last = 6) {
  const own = await subscriptionFixture(t, { startInDays: days });
  const { customer, id } = await own.newSubscription();
  await own.completeSteps(id, customer.headers, last);
  return { id, customer, quote: (await answerOf(id, customer)).simulation_result! };
}

const lineOf = (quote: TQuoteResult, code: string) => quote.taxes.find((line) => line.code === code)!;
/** The centimes of each tax line, and the total they and the net premium make. */
const centimesOf = (quote: TQuoteResult) => ({
  net: amountToCentimes(quote.primeNet),
  tax: amountToCentimes(lineOf(quote, 'TAXE_ASSURANCE').montant),
  solidarity: amountToCentimes(lineOf(quote, 'CONTRIBUTION_SOLIDARITE').montant),
  fgac: amountToCentimes(lineOf(quote, 'FGAC').montant),
  stamp: amountToCentimes(lineOf(quote, 'TIMBRE').montant),
  taxes: amountToCentimes(quote.totalTaxe),
  total: amountToCentimes(quote.primeTotal),
});
/** A rate of basis points on centimes, rounded half up (the tariff's rule, decision 003). */
const bp = (centimes: number, rate: number) => Math.floor((centimes * rate + 5_000) / 10_000);

/** The contract's PDF as the customer opens it, its text with every run of spaces as one. */
async function pdfOf(id: string, customer: THeaders) {
  const link = await api.post(`/users/souscriptions/${id}/pdf-link`, {}, { ...customer, language: 'fr' });
  expect(link.statusCode, link.body).toBe(200);
  const pdf = await t.app.inject({ method: 'GET', url: link.json().url });
  expect(pdf.statusCode).toBe(200);
  return (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
}
/** The PDF's breakdown says what the answer's quote says: each line at its rate, and the total. */
function expectBreakdown(text: string, quote: TQuoteResult) {
  const amount = (value: number) => formatMad(amountToCentimes(value)).replace(/\s+/g, ' ');
  const rate = (code: string) => String(lineOf(quote, code).taux).replace('.', ',');
  expect(text).toContain(`Prime nette ${amount(quote.primeNet)}`);
  expect(text).toContain(
    `Taxe sur les contrats d'assurance (${rate('TAXE_ASSURANCE')} %) ${amount(lineOf(quote, 'TAXE_ASSURANCE').montant)}`,
  );
  expect(text).toContain(
    `Contribution de solidarité (${rate('CONTRIBUTION_SOLIDARITE')} %) ${amount(lineOf(quote, 'CONTRIBUTION_SOLIDARITE').montant)}`,
  );
  expect(text).toContain(`Timbre (droit fixe par attestation) ${amount(lineOf(quote, 'TIMBRE').montant)}`);
  expect(text).toContain(`Prime totale TTC ${amount(quote.primeTotal)}`);
  expect(text).toContain(`Tarif ${quote.tarif_version}`);
}

let before: Awaited<ReturnType<typeof subscriptionIn>>;
let unpaid: Awaited<ReturnType<typeof subscriptionIn>>;
let signed: Awaited<ReturnType<typeof signedSubscription>>;
let version1: TQuoteResult;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' }, providers: { clock } });
  api = caller(t);
  author.headers = (await staffMember(t, 'admin')).headers;
  second.headers = (await staffMember(t, 'admin')).headers;
  // Before the change: a quote confirmed, one confirmed with its documents (paid once the change is in
  // force), a contract signed; all three for covers the new version will also cover.
  before = await subscriptionIn(2);
  unpaid = await subscriptionIn(2, 7);
  signed = await signedSubscription(t, { startInDays: 2 });
  version1 = before.quote;
}, 240_000);
afterAll(async () => t.close());

describe('a tariff version that changes the tax, a contribution and the stamp', () => {
  it('is drafted with the new taxes, and approved by a second administrator for tomorrow', async () => {
    expect(version1.tarif_version).toBe('2026-01');
    expect(centimesOf(version1)).toMatchObject({ stamp: 1_500 });
    expect(lineOf(version1, 'TAXE_ASSURANCE').taux).toBe(14);

    const draft = (await api.post('/backoffice/tarifs', {}, author)).json() as TTariffVersionDetail;
    const edited = await api.put(
      `/backoffice/tarifs/${draft.id}`,
      { date_effet: addDays(today(), 1), tarif: { ...draft.tarif, taxes: TAXES } },
      author,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // The preview prices every usage dearer: the taxes apply to all of them.
    const preview = (edited.json() as TTariffVersionDetail).apercu.departs;
    for (const row of preview) expect(row.version).toBeGreaterThan(row.en_vigueur!);
    expect((await api.post(`/backoffice/tarifs/${draft.id}/submit`, {}, author)).statusCode).toBe(200);
    const approved = await api.post(`/backoffice/tarifs/${draft.id}/approve`, {}, second);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ statut: 'approved', date_effet: addDays(today(), 1) });
  });

  it("prices a cover from tomorrow with version 2's taxes: the same net premium, each tax at its new rate", async () => {
    const after = await subscriptionIn(1);
    const quote = after.quote;
    expect(quote.tarif_version).toBe('2');
    const old = centimesOf(version1);
    const now = centimesOf(quote);
    expect(now.net).toBe(old.net);
    const taxBase = Math.ceil(now.net / 100) * 100;
    expect(now).toEqual({
      net: old.net,
      tax: bp(taxBase, 1_500),
      solidarity: bp(now.net, 150),
      fgac: old.fgac,
      stamp: 2_000,
      taxes: bp(taxBase, 1_500) + bp(now.net, 150) + old.fgac + 2_000,
      total: old.net + bp(taxBase, 1_500) + bp(now.net, 150) + old.fgac + 2_000,
    });
    expect(quote.taxes.map((line) => [line.code, line.taux])).toEqual([
      ['TAXE_ASSURANCE', 15],
      ['CONTRIBUTION_SOLIDARITE', 1.5],
      ['FGAC', 1.3],
      ['TIMBRE', null],
    ]);
    // The step 5 price of another cover is version 2's too, and the starting prices of the offer page.
    const priced = await api.post(
      `/users/souscriptions/${after.id}/quote`,
      { type: 'pack', pack_Id: 1, selected_garanties: [], remorque: true },
      after.customer,
    );
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ tarif_version: '2' });
    expect(centimesOf(priced.json())).toMatchObject({ stamp: 2_000 });
    const offer = async (date: string) =>
      (await api.get(`/offre/tarifs?date_effet=${date}`)).json() as { tarif_version: string };
    expect((await offer(today())).tarif_version).toBe('2026-01');
    expect((await offer(addDays(today(), 1))).tarif_version).toBe('2');
  });

  it("keeps version 1's figures for a cover from today and for what was confirmed or signed before", async () => {
    const sameDay = await subscriptionIn(0);
    expect(sameDay.quote).toEqual(version1);
    const again = await api.post(`/users/souscriptions/${before.id}/step6`, {}, before.customer);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().simulation_result).toEqual(version1);
    const contract = await answerOf(signed.id, signed.customer);
    expect(contract.statut).toBe('signed');
    expect(contract.simulation_result).toEqual(version1);
  });

  it(
    'writes in the contract signed before the rates and stamp it was sold with',
    { timeout: 120_000 },
    async () => {
      const contract = await answerOf(signed.id, signed.customer);
      const text = await pdfOf(signed.id, signed.customer);
      expectBreakdown(text, contract.simulation_result!);
      expect(text).toContain("Taxe sur les contrats d'assurance (14 %)");
      expect(text).not.toContain('(15 %)');
    },
  );

  it(
    "sells a contract under version 2: charged, answered and written in its PDF with version 2's figures",
    { timeout: 180_000 },
    async () => {
      const contract = await signedSubscription(t, { startInDays: 1 });
      const answer = await answerOf(contract.id, contract.customer);
      const quote = answer.simulation_result!;
      expect(quote.tarif_version).toBe('2');
      expect(centimesOf(quote).stamp).toBe(2_000);
      const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, contract.id));
      const charged = await t.handle.db
        .select()
        .from(payments)
        .where(eq(payments.subscriptionId, contract.id));
      expect(row!.totalCentimes).toBe(amountToCentimes(quote.primeTotal));
      expect(charged.filter((payment) => payment.status === 'approved').map((p) => p.amountCentimes)).toEqual(
        [amountToCentimes(quote.primeTotal)],
      );
      const text = await pdfOf(contract.id, contract.customer);
      expectBreakdown(text, quote);
      expect(text).toContain("Taxe sur les contrats d'assurance (15 %)");
      expect(text).toContain('Contribution de solidarité (1,5 %)');
    },
  );

  it(
    "charges a quote confirmed before at version 1's price once version 2 is in force",
    { timeout: 120_000 },
    async () => {
      clock.travel(1);
      try {
        expect((await subscriptionIn(1)).quote.tarif_version).toBe('2');
        await payByCard(t, unpaid.id, unpaid.customer.headers);
        const answer = await answerOf(unpaid.id, unpaid.customer);
        expect(answer.statut).toBe('paid');
        expect(answer.simulation_result).toEqual(unpaid.quote);
        expect(unpaid.quote.tarif_version).toBe('2026-01');
        const charged = await t.handle.db
          .select()
          .from(payments)
          .where(eq(payments.subscriptionId, unpaid.id));
        expect(
          charged.filter((payment) => payment.status === 'approved').map((p) => p.amountCentimes),
        ).toEqual([amountToCentimes(unpaid.quote.primeTotal)]);
        expectBreakdown(await pdfOf(unpaid.id, unpaid.customer), unpaid.quote);
      } finally {
        clock.travel(-1);
      }
    },
  );
});

import { addDays, SEED_TARIFF, type TTariffRates, type TTariffVersionDetail } from '@bi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, tariffVersions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createTariffBook, TARIFF_BOOK_TTL_MS } from '../tariffs/tariff-book';
import { moveTariffVersion } from '../tariffs/tariff-version-rows';

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;
const author = { headers: {} as Record<string, string>, language: 'fr' };
const second = { headers: {} as Record<string, string>, language: 'fr' };
let clerk: { headers: Record<string, string> };

const { version: _v, effective_from: _f, effective_to: _t, ...SEED_RATES } = SEED_TARIFF;
/** Version 2: every tourism liability premium 20 % dearer, the rest as version 1. */
const dearerTourism = (rates: TTariffRates): TTariffRates => ({
  ...rates,
  usages: {
    ...rates.usages,
    TOURISME: {
      ...rates.usages.TOURISME,
      liability: Object.fromEntries(
        Object.entries(rates.usages.TOURISME.liability).map(([period, net]) => [
          period,
          Math.round(net * 1.2),
        ]),
      ) as TTariffRates['usages']['TOURISME']['liability'],
    },
  },
});

const today = () => clock.today();
const startingPriceOn = async (date: string) => {
  const answer = (await api.get(`/offre/tarifs?date_effet=${date}`)).json();
  const tourism = answer.result.find((row: { usage_Code: string }) => row.usage_Code === 'TOURISME');
  return { version: answer.tarif_version as string, price: tourism.prix_depart as number };
};
/** A customer's subscription through step 6 (confirmed), its cover starting in `days`. */
const confirmedIn = async (days: number) => {
  const own = await subscriptionFixture(t, { startInDays: days });
  const { customer, id } = await own.newSubscription();
  await own.completeSteps(id, customer.headers, 6);
  const read = (await api.get(`/users/souscriptions/${id}`, customer)).json();
  return { id, customer, quote: read.simulation_result as { primeTotal: number; tarif_version: string } };
};
const auditOf = (id: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'tariff_version'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' }, providers: { clock } });
  api = caller(t);
  fixture = await subscriptionFixture(t);
  author.headers = (await staffMember(t, 'admin')).headers;
  second.headers = (await staffMember(t, 'admin')).headers;
  clerk = await staffMember(t, 'clerk', [fixture.reference.borderPostId]);
});
afterAll(async () => t.close());

describe('tariff versions: drafted, approved by a second administrator, never edited in place', () => {
  let draft: TTariffVersionDetail;
  let before: Awaited<ReturnType<typeof confirmedIn>>;
  let signed: Awaited<ReturnType<typeof signedSubscription>>;

  it('lists version 1, the seed, in force; a clerk may not see it', async () => {
    const list = await api.get('/backoffice/tarifs', author);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ today: today(), earliest_effect: addDays(today(), 1) });
    expect(list.json().value).toEqual([
      expect.objectContaining({ numero: 1, label: '2026-01', statut: 'approved', en_vigueur: true }),
    ]);
    expect((await api.get('/backoffice/tarifs', clerk)).statusCode).toBe(403);
  });

  it(
    'drafts a version from the one in force, previewed beside it, dated tomorrow',
    { timeout: 120_000 },
    async () => {
      before = await confirmedIn(2);
      expect(before.quote.tarif_version).toBe('2026-01');
      signed = await signedSubscription(t, { startInDays: 2 });

      const created = await api.post('/backoffice/tarifs', {}, author);
      expect(created.statusCode, created.body).toBe(200);
      draft = created.json();
      expect(draft).toMatchObject({ statut: 'draft', numero: 2, label: '2', auteur_moi: true });
      expect(draft.date_effet).toBe(addDays(today(), 1));
      expect(draft.tarif).toEqual(SEED_RATES);
      const tourism = draft.apercu.departs.find((row) => row.usage_Code === 'TOURISME')!;
      expect(tourism).toEqual({ usage_Code: 'TOURISME', version: 49_791, en_vigueur: 49_791 });

      const edited = await api.put(
        `/backoffice/tarifs/${draft.id}`,
        { date_effet: addDays(today(), 1), tarif: dearerTourism(draft.tarif) },
        author,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      draft = edited.json();
      const dearer = draft.apercu.departs.find((row) => row.usage_Code === 'TOURISME')!;
      expect(dearer.version).toBeGreaterThan(dearer.en_vigueur!);
      const taxi = draft.apercu.departs.find((row) => row.usage_Code === 'TAXI')!;
      expect(taxi.version).toBe(taxi.en_vigueur);
      expect(draft.apercu.exemples.length).toBeGreaterThanOrEqual(5);
      // Another administrator may not change the author's figures.
      const foreign = await api.put(
        `/backoffice/tarifs/${draft.id}`,
        { date_effet: addDays(today(), 1), tarif: SEED_RATES },
        second,
      );
      expect(foreign.statusCode).toBe(403);
    },
  );

  it('lets the author submit but not publish it alone', async () => {
    const own = await api.post(`/backoffice/tarifs/${draft.id}/approve`, {}, author);
    expect(own.statusCode).toBe(409);
    const submitted = await api.post(`/backoffice/tarifs/${draft.id}/submit`, {}, author);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().statut).toBe('submitted');

    const alone = await api.post(`/backoffice/tarifs/${draft.id}/approve`, {}, author);
    expect(alone.statusCode).toBe(403);
    expect(alone.json().message).toBe(
      "Vous avez rédigé cette version : un autre administrateur doit l'approuver ou la refuser.",
    );
    expect((await startingPriceOn(addDays(today(), 2))).version).toBe('2026-01');
    // Submitted, it is no longer a draft its author may change.
    const late = await api.put(
      `/backoffice/tarifs/${draft.id}`,
      { date_effet: addDays(today(), 1), tarif: SEED_RATES },
      author,
    );
    expect(late.statusCode).toBe(409);
  });

  it(
    'is published once a second administrator approves it, for the day after and no earlier',
    { timeout: 120_000 },
    async () => {
      const approved = await api.post(`/backoffice/tarifs/${draft.id}/approve`, {}, second);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ statut: 'approved', auteur_moi: false, en_vigueur: false });

      const now = await startingPriceOn(today());
      const dayAfter = await startingPriceOn(addDays(today(), 2));
      expect(now).toEqual({ version: '2026-01', price: 497.91 });
      expect(dayAfter.version).toBe('2');
      expect(dayAfter.price).toBeGreaterThan(497.91);

      const later = await confirmedIn(2);
      expect(later.quote.tarif_version).toBe('2');
      expect(later.quote.primeTotal).toBeGreaterThan(before.quote.primeTotal);
      const sameDay = await confirmedIn(0);
      expect(sameDay.quote).toMatchObject({ tarif_version: '2026-01', primeTotal: before.quote.primeTotal });

      // Confirmed before the change, confirmed again after it: the same version, the same price.
      const again = await fixture.step(before.id, 6, {}, before.customer.headers);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().simulation_result).toMatchObject({
        tarif_version: '2026-01',
        primeTotal: before.quote.primeTotal,
      });

      // A contract signed before, moved to a date the new version covers: the same version, the same price.
      const moved = await api.put(
        `/users/souscriptions/${signed.id}/date_effet`,
        { date_effet: addDays(today(), 3) },
        signed.customer,
      );
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().simulation_result).toMatchObject({
        tarif_version: '2026-01',
        primeTotal: before.quote.primeTotal,
      });
    },
  );

  it('audits every move with the administrator who made it', async () => {
    const lines = await auditOf(draft.id);
    expect(lines.map((line) => [line.action, line.fromStatus, line.toStatus])).toEqual([
      ['tariff.drafted', null, 'draft'],
      ['tariff.edited', 'draft', 'draft'],
      ['tariff.submitted', 'draft', 'submitted'],
      ['tariff.approved', 'submitted', 'approved'],
    ]);
    expect(new Set(lines.slice(0, 3).map((line) => line.actorUserId)).size).toBe(1);
    expect(lines[3]!.actorUserId).not.toBe(lines[0]!.actorUserId);
    expect(lines[1]!.data).toMatchObject({
      changed: { 'usages.TOURISME.liability.J5': [41_512, 49_814] },
    });
  });

  it('never writes an approved version again, through the API or its one writer', async () => {
    const put = await api.put(
      `/backoffice/tarifs/${draft.id}`,
      { date_effet: addDays(today(), 3), tarif: SEED_RATES },
      author,
    );
    expect(put.statusCode).toBe(409);
    expect((await api.post(`/backoffice/tarifs/${draft.id}/discard`, {}, author)).statusCode).toBe(409);
    expect(
      (await api.post(`/backoffice/tarifs/${draft.id}/reject`, { motif: 'trop cher' }, second)).statusCode,
    ).toBe(409);

    const [stored] = await t.handle.db.select().from(tariffVersions).where(eq(tariffVersions.id, draft.id));
    await expect(
      t.handle.db.transaction((tx) =>
        moveTariffVersion(tx, stored!, 'edit', { rates: SEED_RATES, effectiveFrom: today() }, clock.now()),
      ),
    ).rejects.toThrow('tariff.refused.edit');
    const [after] = await t.handle.db.select().from(tariffVersions).where(eq(tariffVersions.id, draft.id));
    expect(after).toEqual(stored);
  });

  it('rejects with a reason the author reads, and refuses a date that is no longer in the future', async () => {
    const other = (await api.post('/backoffice/tarifs', {}, author)).json() as TTariffVersionDetail;
    expect(other.tarif).toEqual(SEED_RATES);
    expect((await api.post(`/backoffice/tarifs/${other.id}/submit`, {}, author)).statusCode).toBe(200);
    const rejected = await api.post(
      `/backoffice/tarifs/${other.id}/reject`,
      { motif: 'Aucun changement' },
      second,
    );
    expect(rejected.json()).toMatchObject({ statut: 'rejected', motif_refus: 'Aucun changement' });
    const list = (await api.get('/backoffice/tarifs', author)).json().value;
    expect(list.find((row: { id: string }) => row.id === other.id)).toMatchObject({
      motif_refus: 'Aucun changement',
    });

    const reopened = await api.put(
      `/backoffice/tarifs/${other.id}`,
      { date_effet: addDays(today(), 1), tarif: other.tarif },
      author,
    );
    expect(reopened.json()).toMatchObject({ statut: 'draft', motif_refus: null });
    expect((await api.post(`/backoffice/tarifs/${other.id}/submit`, {}, author)).statusCode).toBe(200);
    clock.travel(1);
    try {
      const tooLate = await api.post(`/backoffice/tarifs/${other.id}/approve`, {}, second);
      expect(tooLate.statusCode).toBe(422);
      expect(tooLate.json().message).toContain(addDays(today(), 1));
    } finally {
      clock.travel(-1);
    }
  });

  it('refuses a version that leaves a cover without a price, and a date before tomorrow', async () => {
    const third = (await api.post('/backoffice/tarifs', {}, author)).json() as TTariffVersionDetail;
    const noPack = { ...third.tarif.extended_cover.guarantees_monthly, ASSISTANCE: {} };
    const broken = {
      ...third.tarif,
      extended_cover: { ...third.tarif.extended_cover, guarantees_monthly: noPack },
    };
    await api.put(
      `/backoffice/tarifs/${third.id}`,
      { date_effet: addDays(today(), 1), tarif: broken },
      author,
    );
    expect((await api.post(`/backoffice/tarifs/${third.id}/submit`, {}, author)).statusCode).toBe(422);
    await api.put(`/backoffice/tarifs/${third.id}`, { date_effet: today(), tarif: third.tarif }, author);
    const early = await api.post(`/backoffice/tarifs/${third.id}/submit`, {}, author);
    expect(early.statusCode).toBe(422);
    expect(early.json().result).toEqual([expect.objectContaining({ field: 'effective_from' })]);
    const bad = await api.put(`/backoffice/tarifs/${third.id}`, { date_effet: 'demain', tarif: {} }, author);
    expect(bad.statusCode).toBe(400);
    expect((await api.get('/backoffice/tarifs/not-a-uuid', author)).statusCode).toBe(400);
  });
});

describe('the book of approved versions', () => {
  it('is seen at once by the approving instance and within its time by another', async () => {
    const other = createTariffBook(t.handle.db);
    const labels = async () => (await other.approved()).map((table) => table.version);
    const known = await labels();
    const draft = (await api.post('/backoffice/tarifs', {}, author)).json() as TTariffVersionDetail;
    await api.put(
      `/backoffice/tarifs/${draft.id}`,
      { date_effet: addDays(today(), 5), tarif: draft.tarif },
      author,
    );
    await api.post(`/backoffice/tarifs/${draft.id}/submit`, {}, author);
    expect((await api.post(`/backoffice/tarifs/${draft.id}/approve`, {}, second)).statusCode).toBe(200);
    expect((await t.app.tariffs.approved()).map((table) => table.version)).toContain(draft.label);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(await labels()).toEqual(known);
      vi.setSystemTime(Date.now() + TARIFF_BOOK_TTL_MS + 1);
      expect(await labels()).toContain(draft.label);
    } finally {
      vi.useRealTimers();
    }
  });
});

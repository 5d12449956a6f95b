import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, countries, makes, periods } from '../../db/schema';
import { seedReferenceData } from '../../db/seed';
import { caller } from '../../test/api-calls';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { contractHtml } from '../documents/contract-html';
import { documentNames } from '../reference/repository';
import { NO_AFTER_SALE } from '../subscriptions/after-sale-facts';
import { findSubscriptionForSystem } from '../subscriptions/repository';
import { toSouscriptionAnswer } from '../subscriptions/subscription-answer';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;
let contract: { id: string; customer: { headers: Record<string, string> } };
const asAdmin = { headers: {} as Record<string, string>, language: 'fr' };

/** What the customer and the documents read of the contract: its detail and its conditions in fr and ar. */
async function contractAsShown() {
  const detail = (await api.get(`/users/souscriptions/${contract.id}`, contract.customer)).json();
  const row = (await findSubscriptionForSystem(t.handle.db, contract.id))!;
  const answer = toSouscriptionAnswer(row, t.app.clock.today(), NO_AFTER_SALE);
  const issuedAt = new Date('2026-01-15T10:00:00Z');
  const documents = await Promise.all(
    (['fr', 'ar'] as const).map(async (language) => {
      const ids = { officeId: row.officeId, countryId: answer.user_info.pays_Id };
      return contractHtml(answer, language, await documentNames(t.handle.db, ids, language), issuedAt);
    }),
  );
  return { detail, documents };
}

/** An administrator's call, which must succeed. */
async function asAdministrator(call: Promise<{ statusCode: number; body: string }>) {
  const answer = await call;
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  fixture = await subscriptionFixture(t);
  asAdmin.headers = (await staffMember(t, 'admin')).headers;
  // A French resident's signed contract at Tanger Med for a Dacia, for three months (duration 3).
  contract = await signedSubscription(t);
}, 120_000);
afterAll(async () => t.close());

describe('a contract made before the console changed its lists', () => {
  it('keeps its detail and its documents when its city, make, duration and country are renamed or switched off', async () => {
    const before = await contractAsShown();
    const { tangerMedId, daciaId, franceId } = fixture.reference;
    await asAdministrator(
      api.put(
        `/backoffice/reference/cities/${tangerMedId}`,
        {
          ville_Name: 'Tanger Med (port)',
          ville_Name_AR: 'ميناء طنجة المتوسط',
          ville_Entree: true,
          ville_Entree_Label: 'Terminal passagers',
          ville_Entree_Label_AR: 'محطة المسافرين',
        },
        asAdmin,
      ),
    );
    await asAdministrator(
      api.post(
        `/backoffice/reference/cities/${tangerMedId}/switch-off`,
        { offices_confirmed: true },
        asAdmin,
      ),
    );
    await asAdministrator(
      api.put(
        `/backoffice/reference/makes/${daciaId}`,
        { marque_Name: 'Dacia Group', types: ['car'] },
        asAdmin,
      ),
    );
    await asAdministrator(api.post(`/backoffice/reference/makes/${daciaId}/switch-off`, {}, asAdmin));
    await asAdministrator(api.post('/backoffice/reference/periods/3/switch-off', {}, asAdmin));
    await asAdministrator(api.post(`/backoffice/reference/countries/${franceId}/switch-off`, {}, asAdmin));

    const after = await contractAsShown();
    expect(after).toEqual(before);
    expect(after.detail.user_info).toMatchObject({ ville_Name: 'Tanger Med', pays_Name: 'France' });
    expect(after.detail.vehicule_info.marque_Name).toBe('DACIA');
    expect(after.detail.periode_info.periode_Id).toBe(3);
    expect(after.documents[0]).toContain('DACIA');
    expect(after.documents[1]).toContain('فرنسا');
  });

  it('keeps the console’s edits through the next start’s seed, the renamed make not added again', async () => {
    const makesBefore = (await t.handle.db.select().from(makes)).length;
    await seedReferenceData(t.handle.db);
    expect((await t.handle.db.select().from(makes)).length).toBe(makesBefore);
    const [dacia] = await t.handle.db.select().from(makes).where(eq(makes.id, fixture.reference.daciaId));
    expect(dacia).toMatchObject({ name: 'DACIA GROUP', kinds: ['car'], active: false, seedName: 'DACIA' });
    const [tangerMed] = await t.handle.db
      .select()
      .from(cities)
      .where(eq(cities.id, fixture.reference.tangerMedId));
    expect(tangerMed).toMatchObject({
      name: 'Tanger Med (port)',
      entryLabel: 'Terminal passagers',
      active: false,
    });
    const [three] = await t.handle.db.select().from(periods).where(eq(periods.id, 3));
    expect(three!.active).toBe(false);
    const [france] = await t.handle.db.select().from(countries).where(eq(countries.iso2, 'FR'));
    expect(france!.active).toBe(false);
  });
});

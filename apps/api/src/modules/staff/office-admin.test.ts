import { addDays, formatDisplayDate, translate, type TOfficeWithMailboxes } from '@bi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, offices, subscriptions } from '../../db/schema';
import { seedReferenceData } from '../../db/seed';
import { caller } from '../../test/api-calls';
import { fileOnRecord, officeOf } from '../../test/office-counter';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { documentNames } from '../reference/repository';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;
let admin: Awaited<ReturnType<typeof staffMember>>;
let customer: { headers: Record<string, string> };

const NEW_OFFICE = {
  intermediaire_Code: 'bf-tnm-09',
  intermediaire_RS: 'POSTE FRONTIÈRE TANGER MED - QUAI 9',
  intermediaire_RS_AR: 'المركز الحدودي طنجة المتوسط - الرصيف 9',
  intermediaire_Adresse: 'Quai 9, Port Tanger Med',
  intermediaire_Adresse_AR: 'الرصيف 9، ميناء طنجة المتوسط',
  type_Bureau: 'border_post',
  effetImmediat: true,
};
const REQUIRED = ['identity_recto', 'identity_verso', 'permis_recto', 'permis_verso', 'cg_recto', 'cg_verso'];

const asAdmin = { headers: {} as Record<string, string>, language: 'fr' };
const offeredAtStep2 = async (cityId: number) =>
  (await api.get(`/users/souscriptions/bureaux?$ville=${cityId}`, customer))
    .json()
    .result.map((office: { intermediaire_Id: number }) => office.intermediaire_Id) as number[];
const auditOf = (officeId: number) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'office'), eq(auditLog.entityId, String(officeId))))
    .orderBy(asc(auditLog.id));
/** Step 2 of a new subscription, at `officeId` in `cityId`. */
const step2At = async (cityId: number, officeId: number) => {
  const { customer: buyer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, buyer.headers, 1);
  return fixture.step(id, 2, { ville_entree: cityId, bureau_gestion: officeId }, buyer.headers);
};

/** A subscription that chose `officeId` at step 2, through step 3; `startToday` saves step 4 from today. */
const chosenAt = async (cityId: number, officeId: number) => {
  const { customer: buyer, id } = await fixture.newSubscription();
  const bodies = fixture.bodies();
  await fixture.completeSteps(id, buyer.headers, 1);
  const chosen = await fixture.step(id, 2, { ville_entree: cityId, bureau_gestion: officeId }, buyer.headers);
  expect(chosen.statusCode, chosen.body).toBe(200);
  expect((await fixture.step(id, 3, bodies[3], buyer.headers)).statusCode).toBe(200);
  const today = t.app.clock.today();
  return { startToday: () => fixture.step(id, 4, { ...bodies[4], date_effet: today }, buyer.headers) };
};
const notToday = () =>
  translate('fr', 'period.effectTodayNotImmediate', {
    min: formatDisplayDate(addDays(t.app.clock.today(), 1)),
  });

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  fixture = await subscriptionFixture(t);
  admin = await staffMember(t, 'admin');
  asAdmin.headers = admin.headers;
  customer = await fixture.newSubscription().then(({ customer: one }) => one);
});
afterAll(async () => t.close());

describe("the administrator's offices", () => {
  let created: TOfficeWithMailboxes;

  it('opens an office that step 2 then offers for its city and takes, audited', async () => {
    const cityId = fixture.reference.tangerMedId;
    const answer = await api.post('/backoffice/offices', { ...NEW_OFFICE, ville_Id: cityId }, asAdmin);
    expect(answer.statusCode, answer.body).toBe(200);
    created = answer.json();
    expect(created).toMatchObject({
      intermediaire_Code: 'BF-TNM-09',
      intermediaire_Adresse_AR: NEW_OFFICE.intermediaire_Adresse_AR,
      ville_Id: cityId,
      ville_Name: 'Tanger Med',
      posteFrontalier: true,
      effetImmediat: true,
      actif: true,
      emails: [],
    });
    expect(await offeredAtStep2(cityId)).toContain(created.intermediaire_Id);
    // Step 2 gives its Arabic address too, for an Arabic screen to show.
    const listed = (await api.get(`/users/souscriptions/bureaux?$ville=${cityId}`, customer))
      .json()
      .result.find(
        (office: { intermediaire_Id: number }) => office.intermediaire_Id === created.intermediaire_Id,
      );
    expect(listed).toMatchObject({
      intermediaire_Adresse: NEW_OFFICE.intermediaire_Adresse,
      intermediaire_Adresse_AR: NEW_OFFICE.intermediaire_Adresse_AR,
    });
    const chosen = await step2At(cityId, created.intermediaire_Id);
    expect(chosen.statusCode).toBe(200);
    // The contract keeps the office's Arabic address beside the French one, for its Arabic pages.
    const [kept] = await t.handle.db
      .select({ userInfo: subscriptions.userInfo })
      .from(subscriptions)
      .where(eq(subscriptions.id, chosen.json()._id));
    expect(kept!.userInfo).toMatchObject({
      intermediaire_Adresse: NEW_OFFICE.intermediaire_Adresse,
      intermediaire_Adresse_AR: NEW_OFFICE.intermediaire_Adresse_AR,
    });

    const [line] = await auditOf(created.intermediaire_Id);
    expect(line).toMatchObject({ actor: 'staff', actorUserId: admin.id, action: 'office.created' });
    expect(line!.data).toMatchObject({ before: null, after: { code: 'BF-TNM-09', active: true } });
  });

  it('refuses a code another office has, an unknown city and a malformed code, each on its field', async () => {
    const cityId = fixture.reference.tangerMedId;
    const twice = await api.post('/backoffice/offices', { ...NEW_OFFICE, ville_Id: cityId }, asAdmin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().result).toEqual([
      { field: 'intermediaire_Code', message: translate('fr', 'backoffice.offices.codeTaken') },
    ]);
    const nowhere = await api.post(
      '/backoffice/offices',
      { ...NEW_OFFICE, intermediaire_Code: 'BF-X-01', ville_Id: 999_999 },
      asAdmin,
    );
    expect(nowhere.statusCode).toBe(422);
    const badCode = { ...NEW_OFFICE, intermediaire_Code: 'bf tnm', ville_Id: cityId };
    expect((await api.post('/backoffice/offices', badCode, asAdmin)).statusCode).toBe(400);
    const noArabicAddress = { ...NEW_OFFICE, intermediaire_Code: 'BF-X-02', ville_Id: cityId };
    delete (noArabicAddress as Partial<typeof NEW_OFFICE>).intermediaire_Adresse_AR;
    expect((await api.post('/backoffice/offices', noArabicAddress, asAdmin)).statusCode).toBe(400);
  });

  it('edits an office, its Arabic address the one the Arabic documents read, the change audited before and after', async () => {
    const [casablanca] = await t.handle.db.select().from(cities).where(eq(cities.name, 'Casablanca'));
    if (!casablanca) throw new Error('No Casablanca in the seed');
    const edited = await api.put(
      `/backoffice/offices/${created.intermediaire_Id}`,
      {
        ...NEW_OFFICE,
        intermediaire_Code: undefined,
        intermediaire_RS: 'AGENCE CASABLANCA PORT',
        intermediaire_Adresse_AR: 'ميناء الدار البيضاء',
        ville_Id: casablanca.id,
        type_Bureau: 'agent',
        effetImmediat: false,
      },
      asAdmin,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      intermediaire_Code: 'BF-TNM-09',
      intermediaire_RS: 'AGENCE CASABLANCA PORT',
      ville_Name: 'Casablanca',
      posteFrontalier: false,
      effetImmediat: false,
    });
    expect(await offeredAtStep2(fixture.reference.tangerMedId)).not.toContain(created.intermediaire_Id);
    expect(await offeredAtStep2(casablanca.id)).toContain(created.intermediaire_Id);
    const names = await documentNames(
      t.handle.db,
      { officeId: created.intermediaire_Id, countryId: null },
      'ar',
    );
    expect(names.officeAddress).toBe('ميناء الدار البيضاء');

    const line = (await auditOf(created.intermediaire_Id)).at(-1)!;
    expect(line.action).toBe('office.updated');
    expect(line.data).toMatchObject({
      before: {
        name: NEW_OFFICE.intermediaire_RS,
        city: 'Tanger Med',
        kind: 'border_post',
        immediate_effect: true,
      },
      after: { name: 'AGENCE CASABLANCA PORT', city: 'Casablanca', kind: 'agent', immediate_effect: false },
    });
    const unknown = await api.put(
      '/backoffice/offices/999999',
      { ...NEW_OFFICE, intermediaire_Code: undefined, ville_Id: casablanca.id },
      asAdmin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('closes an office: gone from step 2 and refused there, its signed contract still listed and handed over', async () => {
    const contract = await signedSubscription(t);
    const officeId = await officeOf(t, contract.id);
    const cityId = fixture.reference.tangerMedId;
    const clerk = await staffMember(t, 'clerk', [officeId]);

    const closed = await api.post(`/backoffice/offices/${officeId}/close`, {}, asAdmin);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().actif).toBe(false);
    expect((await api.post(`/backoffice/offices/${officeId}/close`, {}, asAdmin)).statusCode).toBe(409);
    expect(await offeredAtStep2(cityId)).not.toContain(officeId);
    const refused = await step2At(cityId, officeId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result).toEqual([
      { field: 'bureau_gestion', message: translate('fr', 'subscription.officeClosed') },
    ]);
    const listed = (await api.get('/backoffice/offices', asAdmin)).json().value as TOfficeWithMailboxes[];
    expect(listed.find((office) => office.intermediaire_Id === officeId)?.actif).toBe(false);
    // The administrator's office filter still names it, so its contracts can be looked for by office.
    const me = (await api.get('/backoffice/me', asAdmin)).json() as { offices: TOfficeWithMailboxes[] };
    expect(me.offices.map((office) => office.intermediaire_Id)).toContain(officeId);

    const queue = (await api.get('/backoffice/queue', { headers: clerk.headers })).json();
    expect(queue.value.map((item: { _id: string }) => item._id)).toContain(contract.id);
    for (const kind of REQUIRED) {
      const reviewed = await api.post(
        `/backoffice/souscriptions/${contract.id}/documents/${kind}/review`,
        { file_id: await fileOnRecord(t, contract.id, kind), decision: 'verified' },
        { headers: clerk.headers },
      );
      expect(reviewed.statusCode, reviewed.body).toBe(200);
    }
    const handed = await api.post(
      `/backoffice/souscriptions/${contract.id}/handover`,
      { identity_checked: true, originals_checked: true },
      { headers: clerk.headers },
    );
    expect(handed.statusCode, handed.body).toBe(200);

    const reopened = await api.post(`/backoffice/offices/${officeId}/reopen`, {}, asAdmin);
    expect(reopened.json().actif).toBe(true);
    expect(await offeredAtStep2(cityId)).toContain(officeId);
    expect((await step2At(cityId, officeId)).statusCode).toBe(200);
    expect((await auditOf(officeId)).map((line) => [line.action, line.actorUserId])).toEqual([
      ['office.closed', admin.id],
      ['office.reopened', admin.id],
    ]);
  });

  it('gives an office immediate effect and takes it back: step 4 then takes or refuses a cover from today', async () => {
    const cityId = fixture.reference.tangerMedId;
    const body = { ...NEW_OFFICE, intermediaire_Code: 'BF-TNM-10', ville_Id: cityId, effetImmediat: false };
    const office = (await api.post('/backoffice/offices', body, asAdmin)).json() as TOfficeWithMailboxes;
    const setFlag = async (effetImmediat: boolean) => {
      const edited = await api.put(
        `/backoffice/offices/${office.intermediaire_Id}`,
        { ...body, intermediaire_Code: undefined, effetImmediat },
        asAdmin,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().effetImmediat).toBe(effetImmediat);
    };

    const before = await chosenAt(cityId, office.intermediaire_Id);
    const refused = await before.startToday();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(notToday());

    await setFlag(true);
    const taken = await (await chosenAt(cityId, office.intermediaire_Id)).startToday();
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().periode_info.date_effet).toBe(t.app.clock.today());
    // A subscription judges by the flag it recorded at step 2 (decision 024): the change does not reach it.
    expect((await before.startToday()).statusCode).toBe(422);

    await setFlag(false);
    const again = await (await chosenAt(cityId, office.intermediaire_Id)).startToday();
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(notToday());
    const flags = (await auditOf(office.intermediaire_Id))
      .filter((line) => line.action === 'office.updated')
      .map((line) => {
        const data = line.data as {
          before: { immediate_effect: boolean };
          after: { immediate_effect: boolean };
        };
        return [data.before.immediate_effect, data.after.immediate_effect];
      });
    expect(flags).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('keeps an administrator’s change to a seeded office when the reference data is seeded again', async () => {
    const [seeded] = await t.handle.db.select().from(offices).where(eq(offices.code, 'BF-TNM-01'));
    const renamed = await api.put(
      `/backoffice/offices/${seeded!.id}`,
      {
        ...NEW_OFFICE,
        intermediaire_Code: undefined,
        intermediaire_RS: 'TANGER MED - TERMINAL 1',
        ville_Id: seeded!.cityId,
      },
      asAdmin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await seedReferenceData(t.handle.db);
    const [after] = await t.handle.db.select().from(offices).where(eq(offices.id, seeded!.id));
    expect(after).toMatchObject({
      name: 'TANGER MED - TERMINAL 1',
      addressAr: NEW_OFFICE.intermediaire_Adresse_AR,
    });
  });

  it("is the administrator's alone: a clerk is a 403 on every call", async () => {
    const clerk = await staffMember(t, 'clerk', [created.intermediaire_Id]);
    const as = { headers: clerk.headers };
    const body = {
      ...NEW_OFFICE,
      intermediaire_Code: 'BF-CLERK-01',
      ville_Id: fixture.reference.tangerMedId,
    };
    const calls = [
      api.get('/backoffice/offices', as),
      api.post('/backoffice/offices', body, as),
      api.put(
        `/backoffice/offices/${created.intermediaire_Id}`,
        { ...body, intermediaire_Code: undefined },
        as,
      ),
      api.post(`/backoffice/offices/${created.intermediaire_Id}/close`, {}, as),
      api.post(`/backoffice/offices/${created.intermediaire_Id}/reopen`, {}, as),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});

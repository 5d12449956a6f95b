import {
  translate,
  type TCityItem,
  type TLanguage,
  type TMakeItem,
  type TOfficeWithMailboxes,
} from '@bi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { staffMember } from '../../test/staff';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;
let customer: { headers: Record<string, string> };
const asAdmin = { headers: {} as Record<string, string>, language: 'fr' };
let adminId: string;

const NEW_CITY = {
  ville_Code: 'port_kenitra',
  ville_Name: 'Port de Kénitra',
  ville_Name_AR: 'ميناء القنيطرة',
  ville_Entree: true,
  ville_Entree_Label: 'Port de Kénitra (ferry)',
  ville_Entree_Label_AR: 'ميناء القنيطرة (العبارة)',
};

const auditOf = (entityType: string, id: number) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
const customerList = async (path: string) => (await api.get(`/users/souscriptions/${path}`, customer)).json();

/** A new subscription with its steps before `step` done. */
const draftAt = async (step: number) => {
  const { customer: buyer, id } = await fixture.newSubscription();
  if (step > 1) await fixture.completeSteps(id, buyer.headers, step - 1);
  return { id, headers: buyer.headers };
};
const saveStep = async (step: number, body: object, language: TLanguage = 'fr') => {
  const draft = await draftAt(step);
  return api.post(`/users/souscriptions/${draft.id}/step${step}`, body, {
    headers: draft.headers,
    language,
  });
};

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  fixture = await subscriptionFixture(t);
  const admin = await staffMember(t, 'admin');
  asAdmin.headers = admin.headers;
  adminId = admin.id;
  customer = (await fixture.newSubscription()).customer;
}, 60_000);
afterAll(async () => t.close());

describe('countries allowed to buy', () => {
  it('closes a country to buyers: gone from step 1 and refused there in words, audited, then reopened', async () => {
    const all = (await api.get('/backoffice/reference/countries', asAdmin)).json().value;
    expect(all.length).toBeGreaterThan(240);
    const france = all.find((country: { pays_Code: string }) => country.pays_Code === 'FR');
    expect(france).toMatchObject({ pays_Name: 'France', pays_Name_AR: 'فرنسا', actif: true });

    const off = await api.post(`/backoffice/reference/countries/${france.pays_Id}/switch-off`, {}, asAdmin);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().actif).toBe(false);
    const codes = (await customerList('pays')).result.map(
      (country: { pays_Code: string }) => country.pays_Code,
    );
    expect(codes).not.toContain('FR');
    expect(codes).toContain('ES');
    const refused = await saveStep(1, fixture.bodies()[1], 'ar');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result).toEqual([
      { field: 'pays_Id', message: translate('ar', 'reference.countryOff') },
    ]);
    const twice = await api.post(`/backoffice/reference/countries/${france.pays_Id}/switch-off`, {}, asAdmin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(translate('fr', 'backoffice.reference.alreadyOff'));

    const on = await api.post(`/backoffice/reference/countries/${france.pays_Id}/switch-on`, {}, asAdmin);
    expect(on.json().actif).toBe(true);
    expect((await saveStep(1, fixture.bodies()[1])).statusCode).toBe(200);
    const lines = await auditOf('country', france.pays_Id);
    expect(lines.map((line) => [line.action, line.actorUserId])).toEqual([
      ['country.switched_off', adminId],
      ['country.switched_on', adminId],
    ]);
    expect(lines[0]!.data).toMatchObject({ before: { actif: true }, after: { actif: false } });
  });
});

describe('cities and entry points', () => {
  let created: TCityItem;

  it('adds an entry point that step 2 lists with its labels, audited', async () => {
    const answer = await api.post('/backoffice/reference/cities', NEW_CITY, asAdmin);
    expect(answer.statusCode, answer.body).toBe(200);
    created = answer.json();
    expect(created).toMatchObject({ ville_Code: 'PORT_KENITRA', actif: true, bureaux_ouverts: [] });
    const listed = (await customerList('villes')).result.find(
      (city: { ville_Id: number }) => city.ville_Id === created.ville_Id,
    );
    expect(listed).toMatchObject({
      ville_Name: NEW_CITY.ville_Name,
      ville_Entree: true,
      ville_Entree_Label_AR: NEW_CITY.ville_Entree_Label_AR,
    });
    const [line] = await auditOf('city', created.ville_Id);
    expect(line).toMatchObject({ action: 'city.created', actorUserId: adminId });
    expect(line!.data).toMatchObject({ before: null, after: { ville_Code: 'PORT_KENITRA' } });
  });

  it('refuses a code taken, an entry point without its Arabic label and a malformed code, on their fields', async () => {
    const twice = await api.post('/backoffice/reference/cities', NEW_CITY, asAdmin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().result).toEqual([
      { field: 'ville_Code', message: translate('fr', 'backoffice.reference.cityCodeTaken') },
    ]);
    const unlabelled = await api.post(
      '/backoffice/reference/cities',
      { ...NEW_CITY, ville_Code: 'SAFI_PORT', ville_Entree_Label_AR: ' ' },
      { ...asAdmin, language: 'ar' },
    );
    expect(unlabelled.statusCode).toBe(400);
    expect(unlabelled.json().result).toEqual([
      {
        field: 'ville_Entree_Label_AR',
        message: translate('ar', 'backoffice.reference.entryLabelRequired'),
      },
    ]);
    const badCode = await api.post(
      '/backoffice/reference/cities',
      { ...NEW_CITY, ville_Code: 'a b' },
      asAdmin,
    );
    expect(badCode.statusCode).toBe(400);
    const noArabicName = { ...NEW_CITY, ville_Code: 'SAFI', ville_Name_AR: '' };
    expect((await api.post('/backoffice/reference/cities', noArabicName, asAdmin)).statusCode).toBe(400);
  });

  it('renames a city and makes it a plain city, the change audited before and after', async () => {
    const edited = await api.put(
      `/backoffice/reference/cities/${created.ville_Id}`,
      { ...NEW_CITY, ville_Code: undefined, ville_Name: 'Kénitra', ville_Entree: false },
      asAdmin,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      ville_Name: 'Kénitra',
      ville_Entree: false,
      ville_Entree_Label: null,
    });
    const listed = (await customerList('villes')).result.find(
      (city: { ville_Id: number }) => city.ville_Id === created.ville_Id,
    );
    expect(listed).toMatchObject({ ville_Name: 'Kénitra', ville_Entree: false });
    const line = (await auditOf('city', created.ville_Id)).at(-1)!;
    expect(line.action).toBe('city.updated');
    expect(line.data).toMatchObject({
      before: { ville_Name: NEW_CITY.ville_Name, ville_Entree: true },
      after: { ville_Name: 'Kénitra', ville_Entree: false },
    });
    const unknown = await api.put(
      '/backoffice/reference/cities/999999',
      { ...NEW_CITY, ville_Code: undefined },
      asAdmin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('switches off a city with open offices only when told so: gone from step 2, refused there', async () => {
    const tangerMed = fixture.reference.tangerMedId;
    const refused = await api.post(`/backoffice/reference/cities/${tangerMed}/switch-off`, {}, asAdmin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result[0].field).toBe('offices_confirmed');
    const listed = (await api.get('/backoffice/reference/cities', asAdmin)).json().value as TCityItem[];
    const offices = listed.find((city) => city.ville_Id === tangerMed)!.bureaux_ouverts;
    expect(offices.length).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      translate('fr', 'backoffice.reference.cityHasOffices', { offices: offices.join(', ') }),
    );
    expect((await auditOf('city', tangerMed)).length).toBe(0);

    const off = await api.post(
      `/backoffice/reference/cities/${tangerMed}/switch-off`,
      { offices_confirmed: true },
      asAdmin,
    );
    expect(off.statusCode, off.body).toBe(200);
    const ids = (await customerList('villes')).result.map((city: { ville_Id: number }) => city.ville_Id);
    expect(ids).not.toContain(tangerMed);
    expect((await api.get(`/users/souscriptions/bureaux?$ville=${tangerMed}`, customer)).statusCode).toBe(
      404,
    );
    const step2 = await saveStep(2, fixture.bodies()[2]);
    expect(step2.statusCode).toBe(422);
    expect(step2.json().result).toEqual([
      { field: 'ville_entree', message: translate('fr', 'reference.cityOff') },
    ]);
    // No new office there; the office already there keeps its city through an edit.
    const [office] = (await api.get('/backoffice/offices', asAdmin))
      .json()
      .value.filter((one: TOfficeWithMailboxes) => one.intermediaire_Id === fixture.reference.borderPostId);
    // The office as it is (the Arabic documents read its Arabic name and address), in a city now off.
    const officeBody = {
      intermediaire_RS: office.intermediaire_RS,
      intermediaire_RS_AR: office.intermediaire_RS_AR,
      intermediaire_Adresse: office.intermediaire_Adresse,
      intermediaire_Adresse_AR: office.intermediaire_Adresse_AR,
      type_Bureau: office.type_Bureau,
      effetImmediat: office.effetImmediat,
      ville_Id: tangerMed,
    };
    const opened = await api.post(
      '/backoffice/offices',
      { ...officeBody, intermediaire_Code: 'BF-OFF-01', intermediaire_Adresse_AR: 'عنوان' },
      asAdmin,
    );
    expect(opened.statusCode).toBe(422);
    expect(opened.json().result).toEqual([
      { field: 'ville_Id', message: translate('fr', 'reference.cityOff') },
    ]);
    const kept = await api.put(`/backoffice/offices/${office.intermediaire_Id}`, officeBody, asAdmin);
    expect(kept.statusCode, kept.body).toBe(200);

    const on = await api.post(`/backoffice/reference/cities/${tangerMed}/switch-on`, {}, asAdmin);
    expect(on.json().actif).toBe(true);
    expect((await auditOf('city', tangerMed)).map((line) => line.action)).toEqual([
      'city.switched_off',
      'city.switched_on',
    ]);
  });
});

describe('durations', () => {
  it('withdraws a duration from step 4, which refuses it, and never the last one on', async () => {
    const all = (await api.get('/backoffice/reference/periods', asAdmin)).json().value as {
      periode_Id: number;
    }[];
    expect(all.length).toBeGreaterThan(3);
    const off = await api.post('/backoffice/reference/periods/3/switch-off', {}, asAdmin);
    expect(off.statusCode, off.body).toBe(200);
    const offered = (await customerList('periodes')).result.map(
      (period: { periode_Id: number }) => period.periode_Id,
    );
    expect(offered).not.toContain(3);
    const step4 = await saveStep(4, fixture.bodies()[4]);
    expect(step4.statusCode).toBe(422);
    expect(step4.json().result).toEqual([
      { field: 'periode_Id', message: translate('fr', 'reference.periodOff') },
    ]);

    const others = all.map((period) => period.periode_Id).filter((id) => id !== 3);
    for (const id of others.slice(1)) {
      expect((await api.post(`/backoffice/reference/periods/${id}/switch-off`, {}, asAdmin)).statusCode).toBe(
        200,
      );
    }
    const last = await api.post(`/backoffice/reference/periods/${others[0]}/switch-off`, {}, asAdmin);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(translate('fr', 'backoffice.reference.lastPeriod'));
    for (const id of others.slice(1)) {
      expect((await api.post(`/backoffice/reference/periods/${id}/switch-on`, {}, asAdmin)).statusCode).toBe(
        200,
      );
    }
    expect((await auditOf('period', 3)).map((line) => line.action)).toEqual(['period.switched_off']);
  });
});

describe('makes', () => {
  let lucid: TMakeItem;

  it('adds a make customers then find at step 3, refuses a name taken and no kind', async () => {
    const answer = await api.post(
      '/backoffice/reference/makes',
      { marque_Name: ' lucid ', types: ['car'] },
      asAdmin,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    lucid = answer.json();
    expect(lucid).toMatchObject({ marque_Name: 'LUCID', types: ['car'], actif: true });
    const found = (await customerList('marques?$q=luci')).result;
    expect(found).toEqual([{ marque_Id: lucid.marque_Id, marque_Name: 'LUCID' }]);
    const twice = await api.post(
      '/backoffice/reference/makes',
      { marque_Name: 'Lucid', types: ['car'] },
      asAdmin,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().result).toEqual([
      { field: 'marque_Name', message: translate('fr', 'backoffice.reference.makeNameTaken') },
    ]);
    const noKind = await api.post('/backoffice/reference/makes', { marque_Name: 'NIO', types: [] }, asAdmin);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().result[0].message).toBe(translate('fr', 'backoffice.reference.kindRequired'));
    expect((await auditOf('make', lucid.marque_Id)).map((line) => line.action)).toEqual(['make.created']);
  });

  it('renames a seeded make and switches it off: step 3 no longer offers nor takes it', async () => {
    const daciaId = fixture.reference.daciaId;
    const renamed = await api.put(
      `/backoffice/reference/makes/${daciaId}`,
      { marque_Name: 'Dacia (Renault)', types: ['van', 'car'] },
      asAdmin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ marque_Name: 'DACIA (RENAULT)', types: ['car', 'van'] });
    const off = await api.post(`/backoffice/reference/makes/${daciaId}/switch-off`, {}, asAdmin);
    expect(off.statusCode, off.body).toBe(200);
    expect((await customerList('marques?$q=dacia')).result).toEqual([]);
    const step3 = await saveStep(3, fixture.bodies()[3]);
    expect(step3.statusCode).toBe(422);
    expect(step3.json().result).toEqual([
      { field: 'marque_Id', message: translate('fr', 'reference.makeOff') },
    ]);
    const lines = await auditOf('make', daciaId);
    expect(lines.map((line) => line.action)).toEqual(['make.updated', 'make.switched_off']);
    expect(lines[0]!.data).toMatchObject({
      before: { marque_Name: 'DACIA' },
      after: { marque_Name: 'DACIA (RENAULT)' },
    });
  });
});

describe('the reference lists', () => {
  it("are the administrator's alone: a clerk is a 403", async () => {
    const clerk = { headers: (await staffMember(t, 'clerk', [fixture.reference.borderPostId])).headers };
    const answers = await Promise.all([
      api.get('/backoffice/reference/countries', clerk),
      api.post('/backoffice/reference/makes', { marque_Name: 'NIO', types: ['car'] }, clerk),
      api.post('/backoffice/reference/periods/3/switch-on', {}, clerk),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
  });
});

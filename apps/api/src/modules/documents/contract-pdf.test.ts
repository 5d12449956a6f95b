import { addDays, todayInMorocco } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema';
import { renderContractPdf } from './contract-pdf';
import { findSubscriptionForSystem } from '../subscriptions/repository';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { pdfText } from '../../test/pdf-reading';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

async function quotedSubscription() {
  const customer = await signUpCustomer(t);
  const created = await api.post(
    '/users/souscriptions',
    {
      type: 'physique',
      first_name: 'Amina',
      last_name: 'Benali',
      email: customer.email,
      ...customer.phone,
      accept_cgu: true,
    },
    { headers: customer.headers },
  );
  const id = created.json()._id as string;
  const { headers } = customer;
  const countries = (await api.get('/users/souscriptions/pays', { headers })).json().result;
  const cities = (await api.get('/users/souscriptions/villes', { headers })).json().result;
  const nador = cities.find((city: { ville_Name: string }) => city.ville_Name === 'Nador');
  const office = (await api.get(`/users/souscriptions/bureaux?$ville=${nador.ville_Id}`, { headers })).json()
    .result[0];
  const make = (await api.get('/users/souscriptions/marques?$q=renault', { headers })).json().result[0];
  const steps: object[] = [
    {
      num_identity: 'X1234567',
      address1: 'Calle Mayor 5',
      ville: 'Madrid',
      pays_Id: countries.find((c: { pays_Code: string }) => c.pays_Code === 'ES').pays_Id,
      consent_maroc: true,
    },
    { ville_entree: nador.ville_Id, bureau_gestion: office.intermediaire_Id },
    {
      immatriculation: '1234-BCD',
      usage_Id: 1,
      nbre_places: 5,
      marque_Id: make.marque_Id,
      model: 'Clio',
      combustile_Id: 1,
      puissance: 6,
      // Pack Confort holds assistance, which needs the year (decision 041).
      annee_circulation: 2022,
    },
    { date_effet: addDays(todayInMorocco(), 2), periode_Id: 3 },
    { type: 'pack', pack_Id: 3, selected_garanties: [], remorque: true },
  ];
  for (const [index, body] of steps.entries())
    await api.post(`/users/souscriptions/${id}/step${index + 1}`, body, { headers });
  return { customer, id };
}

describe('the contract PDF', () => {
  it('is reached through a short-lived link, and holds the plate, the cover and the total', async () => {
    const { customer, id } = await quotedSubscription();
    const total = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json()
      .simulation_result.primeTotal as number;
    const link = await api.post(
      `/users/souscriptions/${id}/pdf-link`,
      {},
      { headers: customer.headers, language: 'fr' },
    );
    expect(link.statusCode).toBe(200);
    expect(link.json().url).not.toContain(customer.headers.authorization.slice(7));
    const pdf = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('1234-BCD');
    expect(text).toContain('Bris de glace');
    expect(text).toContain('Remorque');
    expect(text).toContain(new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(total));
    expect(text).toContain('31-08');
  }, 60_000);

  it('lays out the Arabic contract with Arabic text', async () => {
    const { customer, id } = await quotedSubscription();
    const link = await api.post(
      `/users/souscriptions/${id}/pdf-link`,
      {},
      { headers: customer.headers, language: 'ar' },
    );
    const pdf = await t.app.inject({ method: 'GET', url: link.json().url });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/[\u0600-\u06FF]{3,}/);
    expect(text).toContain('1234-BCD');
  }, 60_000);

  it('names the country of residence and the office in Arabic in the Arabic contract', async () => {
    const { id } = await quotedSubscription();
    const [spain] = await t.handle.db.select().from(countries).where(eq(countries.iso2, 'ES'));
    const row = await findSubscriptionForSystem(t.handle.db, id);
    // The HTML the renderer is given: Arabic read back out of a PDF comes as shaped glyphs, out of order.
    let html = '';
    const recorder = {
      render: async (page: string) => {
        html = page;
        return Buffer.from('');
      },
      close: async () => {},
    };
    await renderContractPdf(t.handle.db, recorder, row!, 'ar', new Date());
    expect(spain!.nameAr).toMatch(/[\u0600-\u06FF]/);
    expect(html).toContain(spain!.nameAr);
    expect(html).not.toContain(spain!.nameFr);
    expect(row!.userInfo.intermediaire_RS_AR).toMatch(/[\u0600-\u06FF]/);
    expect(html).toContain(row!.userInfo.intermediaire_RS_AR);
    expect(html).not.toContain(row!.userInfo.intermediaire_RS);
  }, 60_000);

  it("refuses a forged link, another subscription's link, and another customer", async () => {
    const first = await quotedSubscription();
    const second = await quotedSubscription();
    const link = (
      await api.post(`/users/souscriptions/${first.id}/pdf-link`, {}, { headers: first.customer.headers })
    ).json().url as string;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/users/souscriptions/${second.id}/pdf?token=${token}`,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/users/souscriptions/${first.id}/pdf?token=${token}x`,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/users/souscriptions/${first.id}/pdf?token=${first.customer.headers.authorization.slice(7)}`,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await api.post(`/users/souscriptions/${first.id}/pdf-link`, {}, { headers: second.customer.headers }))
        .statusCode,
    ).toBe(404);
  }, 60_000);
});

import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.signedInUser());
});
afterAll(() => t.close());

const get = (url: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/users/souscriptions${url}`,
    headers: { ...headers, ...extra },
  });

describe('reference lists', () => {
  it('needs a bearer token', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/v1/users/souscriptions/villes' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'La session a expiré' });
  });

  it('lists every ISO country in three languages, Morocco by its code, sorted in the caller language', async () => {
    const { result } = (await get('/pays', { 'accept-language': 'en' })).json();
    expect(result.length).toBeGreaterThan(240);
    const morocco = result.find((country: { pays_Code: string }) => country.pays_Code === 'MA');
    expect(morocco).toMatchObject({ pays_Name: 'Maroc', pays_Name_EN: 'Morocco', pays_Name_AR: 'المغرب' });
    expect(result.some((country: { pays_Code: string }) => country.pays_Code === 'EH')).toBe(false);
    const names = result.map((country: { pays_Name_EN: string }) => country.pays_Name_EN);
    expect(names.indexOf('Belgium')).toBeLessThan(names.indexOf('France'));
  });

  it('compresses large answers for phones on weak connections', async () => {
    const answer = await get('/pays', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const plain = gunzipSync(answer.rawPayload);
    expect(JSON.parse(plain.toString('utf8')).result.length).toBeGreaterThan(240);
    expect(answer.rawPayload.length).toBeLessThan(plain.length / 3);
  });

  it('lists the seven entry points first, then the cities', async () => {
    const { result } = (await get('/villes')).json();
    const entries = result.filter((city: { ville_Entree: boolean }) => city.ville_Entree);
    expect(entries.map((city: { ville_Name: string }) => city.ville_Name).sort()).toEqual(
      ['Al Hoceima', 'Beni Ensar', 'Fnideq', 'Guerguerat', 'Nador', 'Tanger Med', 'Tanger Ville'].sort(),
    );
    expect(result.slice(0, 7).every((city: { ville_Entree: boolean }) => city.ville_Entree)).toBe(true);
    expect(result.length).toBeGreaterThanOrEqual(75 + 5);
  });

  it('lists the offices of a city with the border posts first', async () => {
    const cities = (await get('/villes')).json().result as { ville_Id: number; ville_Name: string }[];
    for (const city of cities.filter((c) => ['Tanger Med', 'Fnideq', 'Guerguerat'].includes(c.ville_Name))) {
      const { result } = (await get(`/bureaux?$ville=${city.ville_Id}`)).json();
      expect(result.length).toBeGreaterThan(0);
      expect(result[0]).toMatchObject({
        posteFrontalier: true,
        effetImmediat: true,
        ville_Id: city.ville_Id,
      });
    }
    const casablanca = cities.find((c) => c.ville_Name === 'Casablanca')!;
    const offices = (await get(`/bureaux?$ville=${casablanca.ville_Id}`)).json().result;
    expect(offices.some((office: { bureaudirect: boolean }) => office.bureaudirect)).toBe(true);
    expect(offices[0]).toHaveProperty('intermediaire_Adresse');
  });

  it('refuses an unknown or malformed city', async () => {
    expect((await get('/bureaux?$ville=999999')).statusCode).toBe(404);
    const malformed = await get('/bureaux?$ville=abc', { 'accept-language': 'en' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().result[0].field).toBe('$ville');
  });

  it("answers a 400, not a 500, for a city or a page start past PostgreSQL's integer", async () => {
    const largest = 2_147_483_647;
    const tooBig = (field: string) => ({
      message: 'Some information is invalid.',
      result: [{ field, message: `The value must be at most ${largest}.` }],
    });
    const city = await get(`/bureaux?$ville=${largest + 1}`, { 'accept-language': 'en' });
    expect(city.statusCode).toBe(400);
    expect(city.json()).toEqual(tooBig('$ville'));
    const page = await get(`/marques?$skip=${largest + 1}`, { 'accept-language': 'en' });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(tooBig('$skip'));
    // The largest integer reaches the database: no such city, no make that far.
    expect((await get(`/bureaux?$ville=${largest}`)).statusCode).toBe(404);
    expect((await get(`/marques?$skip=${largest}`)).json()).toEqual({ result: [] });
  });

  it('lists the seven usages, the eight durations and the fuels', async () => {
    const usages = (await get('/usages')).json().result;
    expect(usages.map((u: { usage_Name_EN: string }) => u.usage_Name_EN)).toContain('TOURISM');
    expect(usages).toHaveLength(7);
    const periods = (await get('/periodes')).json().result;
    expect(periods.map((p: { periode_Name: string }) => p.periode_Name)).toEqual([
      '5 JOURS',
      '10 JOURS',
      '1 MOIS',
      '2 MOIS',
      '3 MOIS',
      '4 MOIS',
      '5 MOIS',
      '6 MOIS',
    ]);
    // Each fuel with its code: what a registration certificate's P.3 is matched against.
    expect(
      (await get('/carburants'))
        .json()
        .result.map((fuel: { combustile_Code: string }) => fuel.combustile_Code),
    ).toEqual(['ESSENCE', 'DIESEL', 'HYBRIDE', 'ELECTRIQUE', 'GPL']);
  });

  it('searches makes by typed text, names starting with it first, 30 a page', async () => {
    const all = (await get('/marques')).json().result;
    expect(all).toHaveLength(30);
    const second = (await get('/marques?$top=30&$skip=30')).json().result;
    expect(second[0].marque_Name > all[29].marque_Name).toBe(true);
    const found = (await get('/marques?$top=30&$q=ren'))
      .json()
      .result.map((m: { marque_Name: string }) => m.marque_Name);
    expect(found[0]).toBe('RENAULT');
    expect(found.every((name: string) => name.includes('REN'))).toBe(true);
    expect((await get('/marques?$q=%25')).json().result).toEqual([]);
  });

  it("opens the usage's kind of makes first, never leaving the others out (decision 058)", async () => {
    const names = async (query: string) =>
      (await get(`/marques?$top=100${query}`))
        .json()
        .result.map((m: { marque_Name: string }) => m.marque_Name);
    const forMotorcycles = await names('&$usage=7');
    expect(forMotorcycles.slice(0, 3)).toEqual(['APRILIA', 'BAJAJ', 'BAOTIAN']);
    expect((await names('&$usage=1')).slice(0, 3)).not.toContain('APRILIA');
    // Typed, a car make is still found for a two-wheeler, after the motorcycles' own.
    const typed = await names('&$usage=7&$q=da');
    expect(typed).toContain('DACIA');
    expect(typed.indexOf('DAELIM')).toBeLessThan(typed.indexOf('DACIA'));
    expect((await names('&$q=da')).indexOf('DACIA')).toBeLessThan((await names('&$q=da')).indexOf('DAELIM'));
    const unknown = await get('/marques?$usage=99', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown usage.');
  });

  it('has at least 150 real makes seeded', async () => {
    const pages = await Promise.all([0, 100, 200].map((skip) => get(`/marques?$top=100&$skip=${skip}`)));
    const total = pages.reduce((count, page) => count + page.json().result.length, 0);
    expect(total).toBeGreaterThanOrEqual(150);
  });
});

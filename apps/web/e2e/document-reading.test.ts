import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs } from './api-customer';
import { baseUrl, seriousAccessibilityViolations } from './browser';
import {
  IDENTITY_CARD,
  identityCardPhoto,
  PASSPORT,
  passportPhoto,
  registrationPhoto,
} from './document-photos';
import { readFromMailbox } from './mailbox';
import { launchChromium } from '@bi/chromium';
import { text } from './locale-text';
import { screenshot } from './screenshot';

let browser: Browser;
let photos: { passport: Buffer; identityCard: Buffer; registration: Buffer; blank: Buffer };
const VEHICLE = { plate: '12345-A-6', make: 'RENAULT', model: 'CLIO' };

beforeAll(async () => {
  browser = await launchChromium();
  photos = {
    passport: await passportPhoto(browser),
    identityCard: await identityCardPhoto(browser),
    registration: await registrationPhoto(browser, VEHICLE),
    blank: await blankPhoto(browser),
  };
});
afterAll(() => browser?.close());

/** A photo of a table with nothing written on it: what a shaking hand sometimes takes. */
async function blankPhoto(on: Browser) {
  const context = await on.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  await page.setContent('<body style="margin:0;background:linear-gradient(#8a847a,#5d5850);height:600px">');
  const png = await screenshot(page, { type: 'png' });
  await context.close();
  return png;
}

async function phone() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
  return { context, page: await context.newPage() };
}

const photoInput = (page: Page) => page.locator('input[type=file][capture=environment]');
const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
/** The chip chosen in a group of one-tap choices (step 3's usage and fuel), by the group's label. */
const chosenChip = (page: Page, group: RegExp) =>
  page.getByRole('group', { name: group }).locator('[aria-pressed="true"]').textContent();
const TEXTS = {
  fr: {
    read: /^Photo lue/,
    unreadable: /n'a pas pu être lue/,
    reading: /^Lecture de la photo/,
    replace: 'Remplacer',
  },
  ar: {
    read: /^تمت قراءة الصورة/,
    unreadable: /تعذّرت قراءة هذه الصورة/,
    reading: /^جارٍ قراءة الصورة/,
    replace: 'استبدال',
  },
} as const;

/** Feeds `photo` to the offer and waits for its outcome. */
async function photograph(page: Page, photo: Buffer, outcome: RegExp) {
  await photoInput(page).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await page.getByRole('alert').filter({ hasText: outcome }).waitFor({ timeout: 60_000 });
}

const tokenAndSubscription = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('bi.token')!,
    id: localStorage.getItem('bi.flow.souscription')!,
  }));

/** Steps `from` to `to` saved through the API, with what the screens would send. */
async function saveStepsThroughApi(page: Page, from: number, to: number) {
  const { token, id } = await tokenAndSubscription(page);
  const headers = { authorization: `Bearer ${token}` };
  const list = async (path: string) =>
    (await (await page.request.get(`/api/v1/users/souscriptions/${path}`, { headers })).json()).result;
  const city = (await list('villes')).find(
    (entry: { ville_Name: string }) => entry.ville_Name === 'Tanger Med',
  );
  const bodies: Record<number, () => Promise<object>> = {
    2: async () => ({
      ville_entree: city.ville_Id,
      bureau_gestion: (await list(`bureaux?$ville=${city.ville_Id}`))[0].intermediaire_Id,
    }),
    3: async () => ({
      immatriculation: VEHICLE.plate,
      usage_Id: 1,
      nbre_places: 5,
      marque_Id: (await list('marques?$q=renault'))[0].marque_Id,
      model: VEHICLE.model,
      combustile_Id: 2,
      puissance: 7,
    }),
    4: async () => {
      const today = (await (await page.request.get(`/api/v1/users/souscriptions/${id}`, { headers })).json())
        .today as string;
      const [year, month, day] = today.split('-').map(Number);
      const start = new Date(Date.UTC(year!, month! - 1, day! + 2)).toISOString().slice(0, 10);
      return { date_effet: start, periode_Id: 3 };
    },
    5: async () => ({ type: 'pack', pack_Id: 1, selected_garanties: [], remorque: false }),
    6: async () => ({}),
  };
  for (let step = from; step <= to; step += 1) {
    const saved = await page.request.post(`/api/v1/users/souscriptions/${id}/step${step}`, {
      data: await bodies[step]!(),
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/**
 * Step 7 with the two photographed documents already chosen (their file names, Replace) and the others
 * to give: a passport's page is its one identity document; an identity card's zone is on its back, so
 * its front is still asked.
 */
async function expectPhotosAtStep7(
  page: Page,
  language: 'fr' | 'ar',
  identity: 'passport' | 'identity_card',
) {
  await page.goto(`/souscriptions/step7?lng=${language}`);
  const replace = page.getByRole('button', { name: TEXTS[language].replace });
  await expect.poll(() => replace.count(), { timeout: 20_000 }).toBe(2);
  const chosen = page
    .getByRole('group', { name: text(language, 'flow.step7.identityType') })
    .locator('[aria-pressed="true"]');
  expect(await chosen.textContent()).toBe(text(language, `flow.step7.identityTypes.${identity}`));
  const { token, id } = await tokenAndSubscription(page);
  const photographedSide = identity === 'passport' ? 'identity_recto' : 'identity_verso';
  const uploads = await page.evaluate(
    (side) => [
      sessionStorage.getItem(`bi.flow.photo.${side}`),
      sessionStorage.getItem('bi.flow.photo.cg_recto'),
    ],
    photographedSide,
  );
  for (const kept of uploads) {
    const { file_id: fileId, subscription } = JSON.parse(kept!) as { file_id: string; subscription: string };
    expect(subscription).toBe(id);
    // The photo the customer took is the file on the server, theirs to see.
    const file = await page.request.get(`/api/v1/files/${fileId}/view`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
  }
  const pickers = page.locator('input[type=file]:not([capture])');
  expect(await pickers.count()).toBe(identity === 'passport' ? 5 : 6);
}

describe('reading the documents the customer photographs', () => {
  it('fills the names, the identity number and the vehicle from two photos, and keeps both for step 7 (French, signed out)', async () => {
    const { page, context } = await phone();
    const stamp = `${Date.now()}`.slice(-6);
    // 061…: a Moroccan mobile whatever the stamp (a 0685… is none, and the form refused it).
    const mobile = `061${stamp}5`;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/souscriptions/email?lng=fr');
    await page.getByLabel('Adresse e-mail').fill(`passeport.${stamp}@example.com`);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/create');

    // The form stays usable while the photo is read.
    const reading = photoInput(page).setInputFiles({
      name: 'passeport.png',
      mimeType: 'image/png',
      buffer: photos.passport,
    });
    await reading;
    await page.getByText(TEXTS.fr.reading).first().waitFor();
    // The whole number, as the phone's autofill gives it: a national "06…" would be asked its country.
    await page.getByLabel('Téléphone').fill(`+212${mobile.slice(1)}`);
    await page.getByRole('alert').filter({ hasText: TEXTS.fr.read }).waitFor({ timeout: 60_000 });
    expect(await field(page, 'first_name').inputValue()).toBe('Youssef');
    expect(await field(page, 'last_name').inputValue()).toBe('Bennani');
    expect((await page.getByLabel('Téléphone').inputValue()).replace(/\D/g, '')).toContain(mobile.slice(1));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // The engine, its WebAssembly and its model come from our own origin; the photo went nowhere.
    expect(requested.filter((url) => !url.startsWith(baseUrl()) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(requested).toContain(`${baseUrl()}/ocr/lang/eng.traineddata.gz`);
    expect(requested.some((url) => url.includes('/api/v1/files'))).toBe(false);

    await page.getByLabel(/^Mot de passe\W*$/).fill('Secret1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    const code = await readFromMailbox(page.request, `+212${mobile.slice(1)}`, /\b(\d{6})\b/);
    // The whole code at once verifies the phone by itself.
    await dialog.getByLabel('Chiffre 1 du code').fill(code);
    await page.waitForURL('**/souscriptions/step1');
    await expect.poll(() => field(page, 'num_identity').inputValue()).toBe(PASSPORT.documentNumber);

    await page.getByLabel('Pays de résidence').fill('Franc');
    await page.getByRole('option', { name: 'France' }).click();
    await field(page, 'ville').fill('Lyon');
    await field(page, 'address1').fill('12 rue de la République');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step2');
    await saveStepsThroughApi(page, 2, 2);

    await page.goto('/souscriptions/step3');
    await photograph(page, photos.registration, TEXTS.fr.read);
    expect(await field(page, 'immatriculation').inputValue()).toBe(VEHICLE.plate);
    await expect.poll(() => page.getByLabel('Marque').inputValue()).toBe(VEHICLE.make);
    expect(await field(page, 'model').inputValue()).toBe(VEHICLE.model);
    // J.1 'VP', P.3 'GO', P.6 6 and S.1 5: a passenger car's usage, diesel, its fiscal power and seats.
    await expect.poll(() => chosenChip(page, /^Type de véhicule/)).toBe('Tourisme');
    await expect.poll(() => chosenChip(page, /^Carburant/)).toBe('Diesel');
    expect(await field(page, 'puissance').inputValue()).toBe('6');
    expect(await field(page, 'nbre_places').inputValue()).toBe('5');
    await saveStepsThroughApi(page, 3, 6);

    await expectPhotosAtStep7(page, 'fr', 'passport');
    // A reload keeps them: the uploads are remembered for this tab.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Remplacer' }).count()).toBe(2);
    await context.close();
  });

  it('does the same in Arabic for a signed-in customer, from an identity card', async () => {
    const { page, context } = await phone();
    const customer = await customerThroughApi(page.request, 0);
    await openAs(context, customer);
    await page.goto('/souscriptions/create?lng=ar');
    await field(page, 'first_name').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await photograph(page, photos.identityCard, TEXTS.ar.read);
    expect(await field(page, 'first_name').inputValue()).toBe('Salma');
    expect(await field(page, 'last_name').inputValue()).toBe('El Amrani');
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.waitForURL('**/souscriptions/step1');
    await expect.poll(() => field(page, 'num_identity').inputValue()).toBe(IDENTITY_CARD.documentNumber);

    const { token, id } = await tokenAndSubscription(page);
    const pays = (
      await (
        await page.request.get('/api/v1/users/souscriptions/pays', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).result.find((country: { pays_Code: string }) => country.pays_Code === 'FR').pays_Id;
    const saved = await page.request.post(`/api/v1/users/souscriptions/${id}/step1`, {
      data: {
        pays_Id: pays,
        ville: 'Lyon',
        address1: '1 rue X',
        num_identity: IDENTITY_CARD.documentNumber,
        consent_maroc: true,
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.status()).toBe(200);
    await saveStepsThroughApi(page, 2, 2);
    await page.goto('/souscriptions/step3?lng=ar');
    await photograph(page, photos.registration, TEXTS.ar.read);
    expect(await field(page, 'immatriculation').inputValue()).toBe(VEHICLE.plate);
    expect(await field(page, 'model').inputValue()).toBe(VEHICLE.model);
    await expect.poll(() => chosenChip(page, /^نوع المركبة/)).toBe('سيارة سياحية');
    await expect.poll(() => chosenChip(page, /^الوقود/)).toBe('ديزل');
    expect(await field(page, 'puissance').inputValue()).toBe('6');
    await saveStepsThroughApi(page, 3, 6);

    await expectPhotosAtStep7(page, 'ar', 'identity_card');
    await context.close();
  });

  it('says when a photo cannot be read or shows another document, and the form is typed as before', async () => {
    const { page, context } = await phone();
    const customer = await customerThroughApi(page.request, 2);
    await openAs(context, customer);
    await page.goto('/souscriptions/step3?lng=fr');
    await photograph(page, photos.blank, TEXTS.fr.unreadable);
    expect(await field(page, 'immatriculation').inputValue()).toBe('');
    await field(page, 'immatriculation').fill('ab-123-cd');
    expect(await field(page, 'immatriculation').inputValue()).toBe('AB-123-CD');

    // A registration certificate photographed for the identity: said at once, and nothing filled.
    await page.goto('/souscriptions/create?lng=ar');
    await photograph(page, photos.registration, /^تبدو هذه الصورة صورة بطاقة رمادية/);
    expect(await field(page, 'first_name').inputValue()).toBe('Nadia');
    await context.close();
  });
});

import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PHONE } from './browser';
import { launchChromium } from '@bi/chromium';
import { InputCounter } from './input-counter';
import { labelOf, text, type TLanguage } from './locale-text';
import { readFromMailbox } from './mailbox';
import { CARDS } from './money-path';
import { photoSet, type TPhoto, type TPhotoTruth } from './photo-set/photo-set';
import { screenshot } from './screenshot';

let browser: Browser;
/**
 * A passport and a French registration certificate from the photo set's held-out half (decision 036):
 * phone photos turned, tilted, blurred, on a table or a dashboard, that the reading code was never
 * tuned on. What the journey costs on them is what a driver's real photos cost.
 */
let photos: { passport: TPhoto; registration: TPhoto };
const passportOrFrenchRegistration = ({
  family,
  kind,
  country,
}: Pick<TPhotoTruth, 'family' | 'kind' | 'country'>) =>
  family === 'TD3' || (kind === 'registration' && country === 'FR');
// Two photos shot in Chromium, not the half's 24: a loaded machine took past two minutes for all.
beforeAll(async () => {
  browser = await launchChromium();
  const heldOut = await photoSet(browser, 'held-out', passportOrFrenchRegistration);
  photos = {
    passport: heldOut.find(({ truth }) => truth.family === 'TD3')!,
    registration: heldOut.find(({ truth }) => truth.kind === 'registration' && truth.country === 'FR')!,
  };
}, 300_000);

const expectedOf = (photo: TPhoto, field: string) => photo.truth.expected[field] ?? [];

/** A photo taken with the phone's camera, then read in the page until it says what it made of it. */
async function photograph(page: Page, inputs: InputCounter, photo: TPhoto, what: string) {
  const camera = page.locator('input[type=file][capture=environment]');
  await inputs.choose(camera, { name: 'IMG_4821.jpg', mimeType: 'image/jpeg', buffer: photo.bytes }, what);
  // Read, read in part, or not read: whatever the photo gave, the driver goes on from there.
  await page.getByTestId('photo-outcome').waitFor({ timeout: 90_000 });
}

/**
 * What was read from a photo, checked by the customer: a wrong or missing reading is typed, and
 * counted. `right` lists every value that is right (a name as the zone writes it or as printed).
 */
async function confirmOrCorrect(
  inputs: InputCounter,
  field: Locator,
  right: readonly string[],
  what: string,
) {
  const read = (await field.inputValue()).trim().toUpperCase().replace(/\s+/g, ' ');
  if (right.some((value) => value.toUpperCase().replace(/\s+/g, ' ') === read)) return;
  console.warn(`${what} read as "${read}", typed as "${right[0]}"`);
  await inputs.type(field, right[0]!, `${what} (typed)`);
}

/** The newest code texted to `to` that is not `spent`: the signing code after the sign-up's. */
async function newCodeTo(request: APIRequestContext, to: string, spent: string) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const { result } = (await answer.json()) as { result: { text: string }[] };
        code = result
          .map(({ text }) => /^(\d{6})\s/.exec(text)?.[1])
          .find((found) => found && found !== spent);
        return code;
      },
      // Texted once the signing page asks for it: seconds more on a machine busy with other tests.
      { timeout: 60_000 },
    )
    .toBeDefined();
  return code!;
}
afterAll(() => browser?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const LOCALES: Record<TLanguage, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA' };

/** A phone set to `language`, with nothing stored: the app takes its language from the phone. */
async function phoneIn(language: TLanguage) {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: baseUrl(),
    locale: LOCALES[language],
  });
  return context.newPage();
}

/**
 * The targets are 30 inputs and 60 characters (`npm run bench` checks those, decision 028). On
 * the held-out passport and French certificate, 30 inputs and 31 characters in French and Arabic
 * (2026-11-29, third session): the certificate's genre and fiscal power are read now that the codes OCR
 * runs into their values are put apart (decision 035); it was 32 before, a chip tapped and the power typed.
 */
const MOST_INPUTS = 30;
const MOST_CHARACTERS = 60;

let made = 0;

/**
 * The whole purchase as a driver in the ferry queue makes it, from the landing page to a certificate the
 * border checks, every input counted.
 */
async function buyCover(page: Page, language: TLanguage) {
  const say = (key: string, values?: Record<string, string | number>) => text(language, key, values);
  const label = (key: string) => page.getByLabel(labelOf(language, key));
  const button = (key: string) => page.getByRole('button', { name: say(key), exact: true });
  const stamp = `${Date.now().toString().slice(-6)}${(made += 1)}`;
  const email = `driver.${stamp}@example.com`;
  // 061…: a Moroccan mobile whatever the stamp (a 0685… is none, and the form refused it).
  const mobile = `061${stamp}`.slice(0, 10);
  const inputs = new InputCounter();
  // Each screen filled in, before the tap that leaves it, when SCREENSHOTS_DIR asks for them (to look at,
  // not to assert): taken after the tap, it raced the page's own navigation (Pay leaves for the gateway).
  const snap = async (screen: string) => {
    const folder = process.env.SCREENSHOTS_DIR;
    if (folder) await screenshot(page, { path: `${folder}/ferry-${language}-${screen}.png`, fullPage: true });
  };

  inputs.stage('landing');
  await page.goto('/');
  // The e-mail /email asks for is given on the landing, where the phone offers it (decision 031).
  await inputs.autofill([{ field: label('home.email'), token: 'email', value: email }], 'e-mail');
  await snap('landing');
  await inputs.tap(button('home.start'), 'Start');

  inputs.stage('create');
  await page.waitForURL('**/souscriptions/create');
  await photograph(page, inputs, photos.passport, 'passport');
  await confirmOrCorrect(
    inputs,
    label('auth.firstName'),
    expectedOf(photos.passport, 'firstName'),
    'first name',
  );
  const givenNames = (await label('auth.firstName').inputValue()).trim();
  await confirmOrCorrect(
    inputs,
    label('auth.lastName'),
    expectedOf(photos.passport, 'lastName'),
    'last name',
  );
  // The phone fills its whole number: its code says the country, and nothing is asked.
  await inputs.autofill(
    [{ field: label('auth.phone'), token: 'tel', value: `+212${mobile.slice(1)}` }],
    'phone',
  );
  await inputs.type(label('auth.password'), 'Secret12', 'password');
  await inputs.check(page.getByRole('checkbox'), 'terms');
  await inputs.tap(button('flow.next'), 'Next');
  const dialog = page.getByRole('dialog');
  await inputs.tap(dialog.getByRole('button', { name: say('flow.next'), exact: true }), 'send the SMS');
  const code = await readFromMailbox(page.request, `+212${mobile.slice(1)}`, /\b(\d{6})\b/);
  // The whole code offered by the phone verifies the number by itself.
  await inputs.oneTimeCode(dialog.getByLabel(say('auth.smsDigit', { position: 1 })), code);

  inputs.stage('step 1');
  await page.waitForURL('**/souscriptions/step1');
  // Signed in, the header greets the driver by the first given name, whole in either language (it was
  // "Jean …", and "…arie" in Arabic, cut at the name's start).
  const greeting = page.getByTestId('profile-button').locator('span[dir="auto"]');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect.poll(() => greeting.evaluate((shown) => shown.scrollWidth <= shown.clientWidth)).toBe(true);
  expect(await greeting.textContent()).toBe(givenNames.split(/\s+/)[0]);
  // The "code sent" notice went with its dialog: left for ten seconds, it covered the step's first line
  // about a code already spent.
  await expect.poll(() => page.getByRole('alert').count(), { timeout: 1_000 }).toBe(0);
  await inputs.autofill(
    [
      { field: label('flow.step1.country'), token: 'country-name', value: 'France' },
      { field: label('flow.step1.city'), token: 'address-level2', value: 'Lyon' },
      { field: label('flow.step1.address1'), token: 'address-line1', value: '12 rue Garibaldi' },
    ],
    'address',
  );
  await confirmOrCorrect(
    inputs,
    label('flow.step1.identity'),
    expectedOf(photos.passport, 'documentNumber'),
    'identity number',
  );
  await inputs.check(page.getByRole('checkbox'), 'managed in Morocco');
  await snap('step1');
  await inputs.tap(button('flow.next'), 'Next');

  inputs.stage('step 2');
  await page.waitForURL('**/souscriptions/step2');
  await inputs.tap(page.getByRole('button', { name: /^(Tanger Med|طنجة المتوسط)$/ }), 'entry point');
  await expect.poll(() => label('flow.step2.office').inputValue()).not.toBe('');
  await snap('step2');
  await inputs.tap(button('flow.next'), 'Next');

  inputs.stage('step 3');
  await page.waitForURL('**/souscriptions/step3');
  await photograph(page, inputs, photos.registration, 'registration certificate');
  await confirmOrCorrect(
    inputs,
    label('flow.step3.plate'),
    expectedOf(photos.registration, 'plate'),
    'plate',
  );
  await confirmOrCorrect(
    inputs,
    label('flow.step3.model'),
    expectedOf(photos.registration, 'model'),
    'model',
  );
  // A make the reading did not find (or the list does not hold as printed) is searched and tapped.
  const make = label('flow.step3.make');
  if ((await make.inputValue()) === '') {
    const printed = expectedOf(photos.registration, 'make')[0]!;
    await inputs.type(make, printed.slice(0, 3), 'make (searched)');
    await inputs.tap(
      page.getByRole('option', { name: new RegExp(`^${printed}`, 'i') }).first(),
      'make (chosen)',
    );
  }
  // The certificate's J.1 'VP', P.3 'GO' and P.6 6 choose the usage and the fuel and fill the power;
  // a chip left unchosen is tapped, and counted.
  for (const [key, chip] of [
    ['flow.step3.usage', 0],
    ['flow.step3.fuel', 1],
  ] as const) {
    const chips = page.getByRole('group', { name: labelOf(language, key) });
    if ((await chips.locator('[aria-pressed="true"]').count()) === 0)
      await inputs.tap(chips.getByRole('button').nth(chip), `${key} (not read)`);
  }
  await expect.poll(() => label('flow.step3.seats').inputValue()).toBe('5');
  await confirmOrCorrect(
    inputs,
    label('flow.step3.power'),
    photos.registration.truth.alsoChecked.power ?? [],
    'fiscal power',
  );
  await snap('step3');
  await inputs.tap(button('flow.next'), 'Next');

  inputs.stage('step 4');
  await page.waitForURL('**/souscriptions/step4');
  expect(await page.getByRole('radio', { name: say('flow.step4.today') }).isChecked()).toBe(true);
  await inputs.tap(
    page
      .getByRole('group', { name: say('flow.step4.duration') })
      .getByRole('button')
      .first(),
    'duration',
  );
  // No trailer: its question, asked here, is left unticked.
  expect(await page.getByRole('checkbox').isChecked()).toBe(false);
  await snap('step4');
  await inputs.tap(button('flow.next'), 'Next');

  inputs.stage('step 6');
  // Five days: the basic offer is the only cover sold, so step 5 has nothing to choose and is passed.
  await page.waitForURL('**/souscriptions/step6');
  await button('flow.confirm').waitFor();
  await snap('step6');
  await inputs.tap(button('flow.confirm'), 'Confirm');

  inputs.stage('step 7');
  await page.waitForURL('**/souscriptions/step7');
  // The passport's identity page was photographed on /create: the one identity document a passport
  // has. A photo that was not read left it an identity card: the driver taps "passport".
  const identityType = page.getByRole('group', { name: say('flow.step7.identityType') });
  const passport = identityType.getByRole('button', { name: say('flow.step7.identityTypes.passport') });
  if ((await passport.getAttribute('aria-pressed')) !== 'true')
    await inputs.tap(passport, 'passport (not read)');
  for (const document of ['permis_recto', 'permis_verso', 'cg_verso']) {
    await inputs.choose(
      page.getByLabel(say(`flow.step7.documents.${document}`), { exact: true }),
      { name: `${document}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      document,
    );
  }
  await expect.poll(() => button('flow.payment.pay').isEnabled()).toBe(true);
  await snap('step7');
  await inputs.tap(button('flow.payment.pay'), 'Pay');

  inputs.stage('payment');
  await page.waitForURL('**/sandbox/cmi/**');
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await inputs.type(page.locator('#f-pan'), CARDS.approved, 'card number');
  await inputs.type(page.locator('#f-expiryMonth'), '12', 'expiry month');
  await inputs.type(page.locator('#f-expiryYear'), nextYear, 'expiry year');
  await inputs.type(page.locator('#f-cvc'), '000', 'CVC');
  await inputs.tap(page.locator('#pay'), 'Pay');

  inputs.stage('signature');
  await page.waitForURL('**/signer/**');
  const signingCode = await newCodeTo(page.request, `+212${mobile.slice(1)}`, code);
  await inputs.oneTimeCode(page.getByLabel(say('auth.smsDigit', { position: 1 })), signingCode);
  await inputs.tap(page.getByRole('button', { name: say('signing.sign'), exact: true }), 'Sign');
  await page.getByTestId('signature-done').or(page.getByTestId('signing-signed')).waitFor();

  // What the border officer's phone opens from the certificate's QR code.
  const verification = await readFromMailbox(page.request, email, /(\/verifier\/[A-Za-z0-9_-]+)/);
  const officer = await phoneIn('fr');
  await officer.goto(verification);
  expect(await officer.getByTestId('verification-status').getAttribute('data-status')).toBe('valid');
  await officer.context().close();
  return inputs;
}

describe('the ferry-queue purchase, counted', () => {
  for (const language of ['fr', 'ar'] as const) {
    it(`takes a new driver from the landing page to a verified certificate (${language})`, async () => {
      const page = await phoneIn(language);
      const inputs = await buyCover(page, language);
      const { inputs: count, characters, byStage } = inputs.count;
      console.warn(`ferry queue (${language}): ${count} inputs, ${characters} characters`, byStage);
      inputs.save(`new-customer-${language}`);
      const detail = `${characters} characters, by screen ${JSON.stringify(byStage)}`;
      expect(count, detail).toBeLessThanOrEqual(MOST_INPUTS);
      expect(characters, detail).toBeLessThanOrEqual(MOST_CHARACTERS);
      await page.context().close();
    });
  }
});

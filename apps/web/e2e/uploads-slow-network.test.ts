import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs, type TApiCustomer } from './api-customer';
import { caughtUp, headingOf, openBrowser, seriousAccessibilityViolations } from './browser';
import { cameraPhoto, jpegSize, paddedTo32Mb } from './sample-photos';

/**
 * A 32 MB file handed to the page by its path, as a phone's file picker does: given as a buffer,
 * Playwright would carry it through the protocol, which took over 30 s on a busy CI machine.
 */
const filesDir = mkdtempSync(path.join(tmpdir(), 'bi-e2e-uploads-'));
let filesWritten = 0;
function fileOnDisk(name: string, bytes: Buffer) {
  filesWritten += 1;
  const dir = path.join(filesDir, String(filesWritten));
  mkdirSync(dir);
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

/** A mobile network in a ferry queue: 250 kbit/s up, 1 Mbit/s down, 300 ms of latency. */
const SLOW = {
  offline: false,
  latency: 300,
  downloadThroughput: 1_000_000 / 8,
  uploadThroughput: 250_000 / 8,
};

async function slowNetwork(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
}

async function atStep7(customer: TApiCustomer) {
  const { page, context } = await newPage();
  await openAs(context, customer);
  await page.goto('/souscriptions/step7');
  await headingOf(page, 'Vos documents');
  return { page, context };
}

/** Every upload the page sends, kept so that a test can count them and read their sizes. */
function uploadsSentBy(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/files')) sent.push(request);
  });
  return sent;
}

describe('documents sent from a phone on a slow mobile network', () => {
  it('shrinks a 1.4 MB photo and uploads it at 250 kbit/s with its progress, and refuses a 32 MB PDF and a disguised file without sending them', async () => {
    const { page: setup } = await newPage();
    const customer = await customerThroughApi(setup.request, 6);
    const photo = await cameraPhoto(setup);
    expect(photo.length).toBeGreaterThan(1_200_000);
    expect(photo.length).toBeLessThan(1_700_000);

    const { page, context } = await atStep7(customer);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v1/files')) sent.push(request.url());
    });
    await slowNetwork(context, page);

    const answer = page.waitForResponse((response) => response.url().includes('/api/v1/files'), {
      timeout: 90_000,
    });
    await page.getByLabel('Permis de conduire — recto', { exact: true }).setInputFiles({
      name: 'IMG_20260612_094512.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const progress = page.getByRole('progressbar', { name: 'Envoi : Permis de conduire — recto' });
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), {
        timeout: 30_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    await page.getByText(/^Envoi… \d+ %$/).waitFor();
    const uploaded = (await (await answer).json()) as { file_id: string };
    await page.getByText('IMG_20260612_094512.jpg').waitFor();
    expect(await progress.count()).toBe(0);

    const stored = Buffer.from(
      await (
        await page.request.get(`/api/v1/files/${uploaded.file_id}/view`, { headers: customer.headers })
      ).body(),
    );
    expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegSize(stored)).toEqual({ width: 2000, height: 1500 });
    expect(stored.length).toBeLessThan(photo.length / 2);
    expect(sent).toHaveLength(1);

    const bigPdf = Buffer.alloc(32 * 1024 * 1024, 0x20);
    bigPdf.write('%PDF-1.4\n');
    await page
      .getByLabel('Carte grise — recto', { exact: true })
      .setInputFiles(fileOnDisk('carte-grise.pdf', bigPdf));
    await page.getByRole('alert').filter({ hasText: 'Le fichier dépasse 10 Mo.' }).waitFor();
    await page.getByLabel('Carte grise — verso', { exact: true }).setInputFiles({
      name: 'carte-grise-verso.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('MZ this is a program, not a photo'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Seules les images JPG ou PNG et les documents PDF sont acceptés.' })
      .waitFor();
    // Neither can be fixed by sending it again: the customer picks another file.
    expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }, 120_000);

  it('shrinks a 32 MB camera photo and sends it as one small request, and refuses one it cannot read without sending it', async () => {
    const { page: setup } = await newPage();
    const customer = await customerThroughApi(setup.request, 6);
    const photo = paddedTo32Mb(await cameraPhoto(setup));
    expect(photo.length).toBeGreaterThanOrEqual(32 * 1024 * 1024);

    const { page } = await atStep7(customer);
    const sent = uploadsSentBy(page);
    const answer = page.waitForResponse((response) => response.url().includes('/api/v1/files'));
    await page
      .getByLabel('Carte grise — recto', { exact: true })
      .setInputFiles(fileOnDisk('IMG_20260612_101500.jpg', photo));
    const response = await answer;
    expect(response.status()).toBe(200);
    const { file_id } = (await response.json()) as { file_id: string };
    await page.getByText('IMG_20260612_101500.jpg').waitFor();
    expect(sent).toHaveLength(1);
    // The body's own size: the protocol reports none for a file read from disk by the browser.
    const bodySize = Number((await sent[0]!.allHeaders())['content-length']);
    expect(bodySize).toBeGreaterThan(0);
    expect(bodySize).toBeLessThan(1_000_000);
    const stored = Buffer.from(
      await (await page.request.get(`/api/v1/files/${file_id}/view`, { headers: customer.headers })).body(),
    );
    expect(jpegSize(stored)).toEqual({ width: 2000, height: 1500 });

    // The same size in bytes no decoder can read: nothing to shrink, so it is refused on the phone.
    const unreadable = Buffer.alloc(32 * 1024 * 1024, 0x00);
    unreadable.set([0xff, 0xd8, 0xff, 0xe0]);
    await page
      .getByLabel('Carte grise — verso', { exact: true })
      .setInputFiles(fileOnDisk('IMG_20260612_101600.jpg', unreadable));
    await page.getByRole('alert').filter({ hasText: 'Le fichier dépasse 10 Mo.' }).waitFor();
    expect(sent).toHaveLength(1);
  }, 120_000);

  it('lets an upload wait past the 30 s of other calls, and gives it up after 60 s without progress, with Retry', async () => {
    const { page: setup } = await newPage();
    const customer = await customerThroughApi(setup.request, 6);
    const { page, context } = await newPage();
    await openAs(context, customer);
    // The page's timers run on a clock the test moves: a minute passes in no time.
    await page.clock.install();
    await page.goto('/souscriptions/step7');
    await headingOf(page, 'Vos documents');
    // The documents show once the subscription has loaded, which needs the page's timers (TanStack
    // Query hands results over on a timer): only then is the clock paused.
    const licence = page.getByLabel('Permis de conduire — recto', { exact: true });
    await licence.waitFor({ state: 'attached' });
    await page.clock.pauseAt(Date.now() + 1_000);

    // The server never answers: the request stays open, with no progress, until the page gives it up.
    let held = 0;
    await page.route('**/api/v1/files', () => {
      held += 1;
    });
    const sent = uploadsSentBy(page);
    const givenUp: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().includes('/api/v1/files')) givenUp.push(request.failure()?.errorText ?? '');
    });
    await licence.setInputFiles({
      name: 'permis-recto.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await expect.poll(() => held).toBe(1);
    const progress = page.getByRole('progressbar', { name: 'Envoi : Permis de conduire — recto' });
    const timedOut = page.getByRole('alert').filter({ hasText: 'Response timed out' });

    await page.clock.fastForward(31_000);
    await caughtUp(page);
    expect(await progress.isVisible()).toBe(true);
    expect(await timedOut.count()).toBe(0);
    expect(givenUp).toEqual([]);

    await page.clock.fastForward(28_000);
    await caughtUp(page);
    expect(await progress.isVisible()).toBe(true);
    expect(givenUp).toEqual([]);

    await page.clock.fastForward(2_000);
    await timedOut.waitFor();
    expect(await progress.count()).toBe(0);
    await expect.poll(() => givenUp.length).toBe(1);

    await page.unroute('**/api/v1/files');
    await page.clock.resume();
    await timedOut.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByText('permis-recto.pdf').waitFor();
    expect(sent).toHaveLength(2);
  });

  it('offers to send a document again when the network fails, and sends it on Retry', async () => {
    const { page: setup } = await newPage();
    const customer = await customerThroughApi(setup.request, 6);
    const { page } = await atStep7(customer);
    let attempts = 0;
    await page.route('**/api/v1/files', (route) =>
      (attempts += 1) === 1 ? route.abort('internetdisconnected') : route.continue(),
    );
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await page.getByLabel('Permis de conduire — verso', { exact: true }).setInputFiles({
      name: 'permis-verso.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByRole('alert').filter({ hasText: 'Le serveur est injoignable.' }).waitFor();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByText('permis-verso.pdf').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(attempts).toBe(2);
  });

  it('goes back from step 7 to the confirmed quote of step 6', async () => {
    const { page: setup } = await newPage();
    const customer = await customerThroughApi(setup.request, 6);
    const { page } = await atStep7(customer);
    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL('**/souscriptions/step6');
    await headingOf(page, 'Votre devis');
    // The confirmed quote itself, not only the title shown while the page decides where to go.
    await page.getByTestId('quote-confirmed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/souscriptions/step6');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@bi/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, headingOf, overflowsHorizontally } from './browser';
import { readFromMailbox } from './mailbox';
import { customerReadyToPay, payThroughApi } from './money-path';
import { screenshot } from './screenshot';

type TTexts = { home: { title: string }; signing: { title: string } };
const texts = (language: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../src/locales/${language}/common.json`), 'utf8'),
  ) as TTexts;
const arabic = texts('ar');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const phone = async (locale?: string) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: baseUrl(),
    ...(locale ? { locale } : {}),
  });
  return { context, page: await context.newPage() };
};

const readsArabic = async (page: Page, heading: string) => {
  await headingOf(page, heading);
  expect(await page.getAttribute('html', 'lang')).toBe('ar');
  expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  expect(await overflowsHorizontally(page)).toBe(false);
};

describe("the phone's language", () => {
  it('opens the landing page in Arabic on a phone set to Arabic (Morocco), with nothing chosen', async () => {
    const { context, page } = await phone('ar-MA');
    await page.goto('/');
    await readsArabic(page, arabic.home.title);
    if (process.env.SCREENSHOTS_DIR)
      await screenshot(page, { path: `${process.env.SCREENSHOTS_DIR}/phone-ar-home.png` });
    await context.close();
  });

  it('opens the signing link of an Arabic SMS in Arabic on a French phone, and remembers it', async () => {
    const { context, page } = await phone();
    const customer = await customerReadyToPay(page.request);
    // The customer paid from the app in Arabic: the signing invitation is written in Arabic.
    const arabicApp = await browser.newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: { 'accept-language': 'ar' },
    });
    await payThroughApi(arabicApp.request, customer, customer.id);
    await arabicApp.close();
    const link = await readFromMailbox(page.request, customer.sms, /(https?:\/\/\S+\/signer\/\S+\?lng=ar)\b/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await readsArabic(page, arabic.signing.title);
    if (process.env.SCREENSHOTS_DIR)
      await screenshot(page, { path: `${process.env.SCREENSHOTS_DIR}/phone-ar-signing.png` });
    // The link's language is remembered: the next page opened without it is Arabic too.
    await page.goto('/');
    await readsArabic(page, arabic.home.title);
    await context.close();
  });
});

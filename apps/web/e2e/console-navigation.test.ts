import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { screenshot } from './screenshot';
import { adminSession } from './staff-session';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

/** Where the journey leaves its pictures, to be looked at (not compared). */
const SHOTS = path.join(tmpdir(), 'bi-console-navigation');

const WORDS = {
  fr: { admin: 'Administration', journal: 'Journal', journalTitle: 'Journal' },
  ar: { admin: 'الإدارة', journal: 'سجل العمليات', journalTitle: 'سجل العمليات' },
} as const;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe("an administrator's console on a 390 px phone", () => {
  it.each(['fr', 'ar'] as const)(
    '%s: every destination reachable from a button in view, the journal read in words',
    async (language) => {
      mkdirSync(SHOTS, { recursive: true });
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
      const admin = await adminSession(context.request);
      await context.addInitScript((token) => localStorage.setItem('bi.token', token), admin.token);
      const page = await context.newPage();
      await page.goto(`/backoffice?lng=${language}`);
      const words = WORDS[language];
      const menuButton = page.getByRole('button', { name: words.admin, exact: true });
      await menuButton.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      // In view, whole, whatever the counter's tabs do beside it.
      const button = (await menuButton.boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width).toBeLessThanOrEqual(390);
      expect(await overflowsHorizontally(page)).toBe(false);
      writeFileSync(path.join(SHOTS, `${language}-bar.png`), await screenshot(page));

      await menuButton.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = await menu.getByRole('menuitem').all();
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const item of items) {
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.y + box.height).toBeLessThanOrEqual(844);
      }
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      writeFileSync(path.join(SHOTS, `${language}-menu.png`), await screenshot(page));

      await menu.getByRole('menuitem', { name: words.journal }).click();
      await page.waitForURL('**/backoffice/journal**');
      // The bar names the console page open.
      await page.getByRole('button', { name: words.journalTitle, exact: true }).waitFor();
      const entries = page.getByTestId('audit-entry');
      await entries.first().waitFor();
      // Read as words: no id outside the fold under each line.
      for (const entry of (await entries.all()).slice(0, 10)) {
        const reading = await entry.evaluate((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          copy.querySelector('details')?.remove();
          return copy.textContent ?? '';
        });
        expect(reading).not.toMatch(UUID);
        expect(reading).not.toMatch(/amountCentimes|\bto: /);
      }
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      writeFileSync(path.join(SHOTS, `${language}-journal.png`), await screenshot(page, { fullPage: true }));
      await context.close();
    },
  );
});

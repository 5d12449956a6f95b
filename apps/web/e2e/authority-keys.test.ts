import { addMonths, AUTHORITY_KEY_MONTHS, formatDisplayDate, todayInMorocco } from '@bi/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openBrowser, overflowsHorizontally, seriousAccessibilityViolations } from './browser';
import { adminSession } from './staff-session';

let browser: Browser;
beforeAll(async () => {
  ({ browser } = await openBrowser());
});
afterAll(() => browser?.close());

describe("the authorities' keys, on a phone in French", () => {
  it('creates a key shown once with its last day, which checks a plate within the limits an administrator changes, and revokes it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const request = context.request;
    const admin = await adminSession(request);
    await context.addInitScript((token) => localStorage.setItem('bi.token', token), admin.token);
    const page = await context.newPage();
    await page.goto('/backoffice/autorites');
    await page.getByRole('heading', { name: 'Clés des autorités' }).waitFor();
    const authority = `Douane Tanger Med ${Date.now()}`;

    await page.getByRole('button', { name: 'Créer une clé' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/Autorité/).fill(authority);
    await form.getByLabel(/par minute/).fill('5');
    await form.getByRole('button', { name: 'Créer la clé' }).click();
    const shown = page.getByRole('dialog', { name: `Clé de ${authority}` });
    await shown.waitFor();
    const key = await shown.getByLabel('Clé à remettre').inputValue();
    expect(key).toMatch(/^bak_[A-Za-z0-9_-]{43}$/);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Copier la clé' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole('button', { name: "J'ai copié la clé" }).click();
    await shown.waitFor({ state: 'detached' });

    const card = page.getByTestId('authority-key-card').filter({ hasText: authority });
    await card.waitFor();
    expect(await card.textContent()).toContain(`${key.slice(0, 12)}…`);
    // A year by default: the key's last day is in the list.
    const lastDay = formatDisplayDate(addMonths(todayInMorocco(new Date()), AUTHORITY_KEY_MONTHS));
    expect(await card.textContent()).toContain(`Dernier jour${lastDay}`);
    expect(await page.content()).not.toContain(key);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const lookup = () =>
      request.get('/api/v1/authorities/coverage?plate=zz-404-zz', {
        headers: { authorization: `Bearer ${key}` },
      });
    const answer = await lookup();
    expect(answer.status(), await answer.text()).toBe(200);
    expect(await answer.json()).toEqual({ plate: 'ZZ-404-ZZ', covered: false });

    // One lookup a minute from now on: the one just made spent it, the next is refused.
    await card.getByRole('button', { name: 'Modifier les limites' }).click();
    const limits = page.getByRole('dialog', { name: `Limites de ${authority}` });
    await limits.getByLabel(/par minute/).fill('1');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await limits.getByRole('button', { name: 'Enregistrer les limites' }).click();
    await limits.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('1 par minute, 1000 par heure');
    const refused = await lookup();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);

    await card.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Révoquer la clé' }).click();
    await expect.poll(() => card.getByTestId('authority-key-state').textContent()).toBe('Révoquée');
    expect((await lookup()).status()).toBe(401);
    await context.close();
  });
});

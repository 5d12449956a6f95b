import type { TIsoDate } from '@bi/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** My contracts' cards as a customer works them: a card by its code, its buttons and menu, the calendar. */
export const cardOf = (page: Page, code: string) =>
  page.locator(`[data-testid="contract-card"][data-code="${code}"]`);

/** The card's buttons as they read, the menu's aside. */
export const buttonsOf = async (card: Locator) =>
  (await card.getByRole('button').allTextContents()).filter((text) => text.trim() !== '');

/** The entries of the card's menu; Escape closes it again. */
export async function menuOf(page: Page, card: Locator) {
  const button = card.getByRole('button', { name: /^Actions du contrat/ });
  if ((await button.count()) === 0) return [];
  await button.click();
  const entries = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return entries;
}

export async function chooseInMenu(page: Page, card: Locator, ...entries: string[]) {
  await card.getByRole('button', { name: /^Actions du contrat/ }).click();
  for (const entry of entries) await page.getByRole('menuitem', { name: entry }).click();
  return page.getByRole('dialog');
}

/** Picks `date` in the open calendar, moving a month forward first when it lies in the next one. */
export async function pickDay(page: Page, date: TIsoDate, shown: TIsoDate) {
  if (date.slice(0, 7) !== shown.slice(0, 7)) {
    await page.getByRole('button', { name: 'Mois suivant' }).click();
    // While the months slide, the leaving one is still in the page with its own day of that number.
    await expect.poll(() => page.locator('.MuiDayCalendar-monthContainer').count()).toBe(1);
  }
  await page.getByRole('gridcell', { name: String(Number(date.slice(8))), exact: true }).click();
  await page.getByRole('button', { name: 'OK' }).click();
}

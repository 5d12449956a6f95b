import { addDays, currentYearInMorocco, formatDisplayDate, todayInMorocco } from '@bi/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TApiCustomer } from './api-customer';
import { overflowsHorizontally } from './browser';
import { phoneCustomers, serverTodayMoved } from './flow-on-phone';
import { screenshot } from './screenshot';

const customerOnPhone = phoneCustomers();

async function saveStep(page: Page, customer: TApiCustomer, step: number, data: object) {
  const saved = await page.request.post(`/api/v1/users/souscriptions/${customer.id}/step${step}`, {
    data,
    headers: customer.headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

describe('step 4: the effect date', () => {
  it('shows the day that is ticked, takes no typing, and speaks the page language', async () => {
    const { page } = await customerOnPhone(3);
    await page.goto('/souscriptions/step4');
    const date = page.getByLabel("Date d'effet", { exact: true });
    const today = todayInMorocco();

    await page.getByRole('radio', { name: "Aujourd'hui" }).check();
    expect(await date.inputValue()).toBe(formatDisplayDate(today));
    expect(await date.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Demain' }).check();
    expect(await date.inputValue()).toBe(formatDisplayDate(addDays(today, 1)));
    await page.getByRole('radio', { name: 'Plus tard' }).check();
    expect(await date.inputValue()).toBe(formatDisplayDate(addDays(today, 2)));
    expect(await date.isEditable()).toBe(false);

    await date.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).waitFor();
    await dialog.getByRole('button', { name: 'Mois suivant' }).waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/souscriptions/step4?lng=ar');
    await page.getByRole('radio', { name: 'لاحقًا' }).check();
    await page.getByLabel('تاريخ السريان', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'الشهر التالي' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
  });

  it('keeps Next disabled for a stored date beyond three months from today, and says why', async () => {
    const { page, context, customer } = await customerOnPhone(4);
    // Seen from four months earlier, the date saved two days from now is too far ahead.
    await serverTodayMoved(context, customer, -120);
    await page.goto('/souscriptions/step4');
    await page.getByText(/^La date d'effet doit être comprise entre le/).waitFor();
    expect(await page.getByRole('radio', { name: 'Plus tard' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);
  });
});

/** Step 5's words for an old car whose year step 3 left blank, in French and in Arabic. */
const STEP5_WORDS = {
  fr: {
    year: 'Année de 1re mise en circulation',
    confort: /^Pack Confort/,
    next: 'Suivant',
    assistance: 'Assistance',
    yearNeeded:
      "Indiquez l'année de 1re mise en circulation du véhicule pour choisir « Assistance » : elle n'est pas proposée pour un véhicule de plus de 10 ans.",
    excluded:
      "« Assistance » n'est pas proposée pour un véhicule de plus de 10 ans : les packs sont proposés sans elle.",
    packs: ['Offre de base', 'Pack Confort', 'Pack Sérénité'],
  },
  ar: {
    year: 'سنة أول استعمال',
    confort: /^باقة الراحة/,
    next: 'التالي',
    assistance: 'المساعدة',
    yearNeeded:
      'أدخل سنة أول استعمال للمركبة لاختيار ضمان «المساعدة على الطريق»: فهو غير متاح لمركبة يزيد عمرها عن 10 سنوات.',
    excluded: 'ضمان «المساعدة على الطريق» غير متاح لمركبة يزيد عمرها عن 10 سنوات: الباقات معروضة بدونه.',
    packs: ['العرض الأساسي', 'باقة الراحة', 'باقة الطمأنينة'],
  },
};

describe('step 5: prices taxes included', () => {
  it('prices options and à la carte lines as they move the total, and shows deductibles as spec §9 says', async () => {
    const { page } = await customerOnPhone(4);
    await page.goto('/souscriptions/step5');
    await page.getByRole('button', { name: /Offre de base/ }).click();
    await expect.poll(() => page.getByTestId('quote-total').textContent()).toMatch(/1\.029,14\u00a0MAD/);
    const collision = page.getByRole('checkbox', { name: /Dommage et collision — 138,00 MAD/ });
    await collision.check();
    await expect.poll(() => page.getByTestId('quote-total').textContent()).toMatch(/1\.167,14\u00a0MAD/);

    await page.getByRole('tab', { name: 'À la carte' }).click();
    await page.getByText('Responsabilité civile — 1.029,14 MAD').waitFor();
    await page.getByText('Plafond 30.000,00 MAD · franchise 1.000,00 MAD').waitFor();
    await page.getByText('Plafond 10.000,00 MAD · franchise 10 %').waitFor();
    expect(await page.getByText('Plafond 200.000,00 MAD', { exact: true }).count()).toBe(1);
    expect(await page.getByText(/\b120,00 MAD|\b872,00 MAD/).count()).toBe(0);
  });

  it("asks the year where assistance is offered, and keeps an old car's packs without it (decision 041)", async () => {
    // Step 3 saved without the year: the phone of a driver who skipped it, 390 px wide.
    const { page, customer } = await customerOnPhone(4);
    await page.setViewportSize({ width: 390, height: 844 });
    const old = String(currentYearInMorocco() - 12);
    const snap = async (name: string) => {
      const folder = process.env.SCREENSHOTS_DIR;
      if (folder) await screenshot(page, { path: `${folder}/${name}.png`, fullPage: true });
    };
    const packNames = () =>
      page
        .locator('[aria-pressed]')
        .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
    for (const [language, words] of Object.entries(STEP5_WORDS)) {
      await page.goto(`/souscriptions/step5?lng=${language}`);
      const year = page.getByRole('textbox', { name: words.year });
      await year.waitFor();
      // Assistance is in every pack but the basic offer: choosing one asks the year first.
      await page.getByRole('button', { name: words.confort }).click();
      expect(await page.getByTestId('year-needed').textContent()).toBe(words.yearNeeded);
      expect(await page.getByRole('button', { name: words.next, exact: true }).isDisabled()).toBe(true);
      await snap(`step5-year-asked-${language}`);

      await year.fill(old);
      await page.getByTestId('offer-exclusion').waitFor();
      expect(await page.getByTestId('offer-exclusion').textContent()).toBe(words.excluded);
      await expect.poll(packNames).toEqual(words.packs);
      expect(await page.getByRole('button', { name: words.confort }).textContent()).not.toContain(
        words.assistance,
      );
      // Confort stays chosen, now without assistance, and is priced.
      expect(await page.getByRole('button', { name: words.confort }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await page.getByTestId('quote-total').waitFor();
      expect(await page.getByTestId('year-needed').count()).toBe(0);
      expect(await overflowsHorizontally(page)).toBe(false);
      expect(await page.locator('body').textContent()).not.toContain('ASSISTANCE');
      await snap(`step5-old-car-${language}`);
      // The next language starts from the step as saved, not from this one's draft (kept for the tab).
      await page.evaluate(() => {
        for (const key of Object.keys(sessionStorage))
          if (key.startsWith('bi.flow.draft.')) sessionStorage.removeItem(key);
      });
    }
    await page.getByRole('button', { name: STEP5_WORDS.ar.next, exact: true }).click();
    await page.waitForURL('**/souscriptions/step6');
    const saved = await (
      await page.request.get(`/api/v1/users/souscriptions/${customer.id}`, { headers: customer.headers })
    ).json();
    expect(saved.vehicule_info.annee_circulation).toBe(Number(old));
    expect(saved.pack_info.pack_Code).toBe('CONFORT');
    expect(saved.simulation_result.garanties.map((line: { code: string }) => line.code)).not.toContain(
      'ASSISTANCE',
    );
  });
});

describe('step 6 and the payment page', () => {
  it('confirms with "Confirmer", shows a confirmed quote again with a way on, and pays only a confirmed quote', async () => {
    const { page, customer } = await customerOnPhone(5);
    await page.goto('/souscriptions/step6');
    expect(await page.getByRole('button', { name: 'Suivant' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.waitForURL('**/souscriptions/step7');

    // Step 7's Back lands on step 6: the quote, read-only, and no bounce.
    await page.goto('/souscriptions/step6');
    await page.getByTestId('quote-confirmed').waitFor();
    expect(page.url()).toMatch(/\/souscriptions\/step6$/);
    expect(await page.getByRole('button', { name: 'Voir le contrat (PDF)' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe(
      '/souscriptions/step5',
    );
    await page.getByRole('link', { name: 'Suivant' }).click();
    await page.waitForURL('**/souscriptions/step7');

    // Documents missing: no amount to pay yet.
    await page.goto('/souscriptions/payment');
    await page.waitForURL('**/souscriptions/step7');
    await page.getByText('Le devis doit être confirmé et les documents envoyés avant le paiement.').waitFor();

    // The cover changed after confirming: back to step 6 to confirm again.
    await saveStep(page, customer, 5, {
      type: 'pack',
      pack_Id: 2,
      selected_garanties: [],
      remorque: false,
      annee_circulation: currentYearInMorocco() - 3,
    });
    await page.goto('/souscriptions/payment');
    await page.waitForURL('**/souscriptions/step6');
    await page.getByText(/Votre devis a changé depuis sa confirmation/).waitFor();
    await page.getByRole('button', { name: 'Confirmer' }).waitFor();
    expect(await page.getByTestId('payment-amount').count()).toBe(0);
  });
});

import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerThroughApi, openAs, type TApiCustomer } from './api-customer';
import {
  cutTexts,
  headingOf,
  openBrowser,
  overflowsHorizontally,
  seriousAccessibilityViolations,
} from './browser';
import { documentsThroughApi } from './money-path';

let browser: Browser;
let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
beforeAll(async () => {
  ({ browser, newPage } = await openBrowser());
});
afterAll(() => browser?.close());

async function saveStep(request: APIRequestContext, customer: TApiCustomer, step: number, data: object) {
  const saved = await request.post(`/api/v1/users/souscriptions/${customer.id}/step${step}`, {
    data,
    headers: customer.headers,
  });
  expect(saved.status()).toBe(200);
}

describe('the flow in every language', () => {
  const titles = {
    fr: {
      step1: 'Adresse et identité',
      step2: "Ville d'entrée et bureau",
      step3: 'Votre véhicule',
      step4: 'Date et durée',
      step5: 'Vos garanties',
      step6: 'Votre devis',
      step7: 'Vos documents',
      payment: 'Paiement',
    },
    ar: {
      step1: 'العنوان والهوية',
      step2: 'مدينة الدخول والمكتب',
      step3: 'مركبتك',
      step4: 'التاريخ والمدة',
      step5: 'ضماناتك',
      step6: 'عرض السعر',
      step7: 'وثائقك',
      payment: 'الأداء',
    },
    en: {
      step1: 'Address and identity',
      step2: 'Entry city and office',
      step3: 'Your vehicle',
      step4: 'Date and duration',
      step5: 'Your cover',
      step6: 'Your quote',
      step7: 'Your documents',
      payment: 'Payment',
    },
  } as const;

  it('shows every step in French, in Arabic right to left and in English, on a phone, with nothing cut short and no serious accessibility fault', async () => {
    const { page, context } = await newPage();
    const customer = await customerThroughApi(page.request, 3);
    await openAs(context, customer);
    const problems: Record<string, string[]> = {};
    const visit = async (screens: (keyof (typeof titles)['ar'])[]) => {
      for (const language of ['fr', 'ar', 'en'] as const) {
        for (const screen of screens) {
          await page.goto(`/souscriptions/${screen}?lng=${language}`, { waitUntil: 'networkidle' });
          await headingOf(page, titles[language][screen]);
          const found = await seriousAccessibilityViolations(page);
          if (await overflowsHorizontally(page)) found.push('horizontal overflow at 360 px');
          found.push(...(await cutTexts(page)).map((text) => `cut at 360 px: ${text}`));
          if ((await page.getAttribute('html', 'dir')) !== (language === 'ar' ? 'rtl' : 'ltr'))
            found.push('wrong direction');
          if (found.length > 0) problems[`${language} ${screen}`] = found;
        }
      }
    };
    await visit(['step1', 'step2', 'step3', 'step4']);
    await saveStep(page.request, customer, 4, {
      date_effet: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      periode_Id: 4,
    });
    await saveStep(page.request, customer, 5, {
      type: 'pack',
      pack_Id: 2,
      selected_garanties: [],
      remorque: false,
      annee_circulation: 2020,
    });
    await visit(['step5', 'step6']);
    await saveStep(page.request, customer, 6, {});
    await visit(['step7']);
    // The payment page shows an amount only once the documents are in (ready to pay).
    await documentsThroughApi(page.request, customer, customer.id);
    await visit(['payment']);
    expect(problems).toEqual({});
    // 24 screens read by axe: about 58 s on a quiet CI machine, beyond the suite's 60 s on a busy one.
  }, 180_000);
});

import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { customerThroughApi, type TApiCustomer } from './api-customer';

/** The test cards of the sandbox gateway (facts.md), with an expiry in the future and CVC 000. */
export const CARDS = { approved: '4000000000000010', declined: '4111111111111111' } as const;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOCUMENTS = [
  'identity_recto',
  'identity_verso',
  'permis_recto',
  'permis_verso',
  'cg_recto',
  'cg_verso',
];

export type TPayingCustomer = TApiCustomer & { sms: string };

/**
 * A customer whose subscription is ready to pay: steps 1 to 6 saved, the documents of step 7 uploaded
 * and saved. `sms` is the number the signing codes go to, as the dev mailbox names it.
 */
export async function customerReadyToPay(request: APIRequestContext): Promise<TPayingCustomer> {
  const customer = await customerThroughApi(request, 6);
  const body: Record<string, string> = {};
  for (const field of DOCUMENTS) {
    const uploaded = await request.post('/api/v1/files', {
      multipart: { file: { name: `${field}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
      headers: customer.headers,
    });
    expect(uploaded.status()).toBe(200);
    const { file_id, file_name } = await uploaded.json();
    Object.assign(body, { [field]: file_id, [`${field}_name`]: file_name });
  }
  const saved = await request.post(`/api/v1/users/souscriptions/${customer.id}/step7`, {
    data: body,
    headers: customer.headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const me = await (await request.get('/api/v1/users/me', { headers: customer.headers })).json();
  return { ...customer, sms: `+${me.country_code}${String(me.phone).replace(/^0/, '')}` };
}

/** On the sandbox gateway's card page (payment-sandbox/sandbox-pages.ts): the card, an expiry next year, CVC 000. */
export async function payOnSandbox(page: Page, card: string) {
  await page.waitForURL('**/sandbox/cmi/**');
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await page.locator('#f-pan').fill(card);
  await page.locator('#f-expiryMonth').fill('12');
  await page.locator('#f-expiryYear').fill(nextYear);
  await page.locator('#f-cvc').fill('000');
  await page.getByRole('button', { name: /^Payer / }).click();
}

/** The subscription as the API holds it. */
export async function subscriptionOf(request: APIRequestContext, customer: TApiCustomer) {
  const answer = await request.get(`/api/v1/users/souscriptions/${customer.id}`, {
    headers: customer.headers,
  });
  return answer.json() as Promise<{ statut: string; payment_info: { is_paid: boolean } }>;
}

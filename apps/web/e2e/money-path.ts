import type { TSouscriptionAnswer } from '@bi/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  customerThroughApi,
  subscriptionThroughApi,
  type TApiCustomer,
  type TStepsOptions,
} from './api-customer';
import { readFromMailbox } from './mailbox';

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
export async function customerReadyToPay(
  request: APIRequestContext,
  options: Omit<TStepsOptions, 'lastStep'> = {},
): Promise<TPayingCustomer> {
  const customer = await customerThroughApi(request, 6, options);
  await documentsThroughApi(request, customer, customer.id);
  const me = await (await request.get('/api/v1/users/me', { headers: customer.headers })).json();
  return { ...customer, sms: `+${me.country_code}${String(me.phone).replace(/^0/, '')}` };
}

/** Another subscription of the same customer, ready to pay as well. */
export async function subscriptionReadyToPay(
  request: APIRequestContext,
  customer: TApiCustomer,
  options: Omit<TStepsOptions, 'lastStep'> = {},
): Promise<string> {
  const id = await subscriptionThroughApi(request, customer, { ...options, lastStep: 6 });
  await documentsThroughApi(request, customer, id);
  return id;
}

/** Step 7: each document uploaded as a small PDF, then saved. */
export async function documentsThroughApi(request: APIRequestContext, customer: TApiCustomer, id: string) {
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
  const saved = await request.post(`/api/v1/users/souscriptions/${id}/step7`, {
    data: body,
    headers: customer.headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

/** A page's form: where it posts and its hidden fields, as a browser would send them. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = unescapeHtml(/<form[^>]* action="([^"]+)"/.exec(html)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
      unescapeHtml(match[1]!),
      unescapeHtml(match[2]!),
    ]),
  );
  return { action, fields };
}

/**
 * The card payment without a browser, hop by hop as the browser makes it: the pay link, the
 * merchant's signed form posted to the sandbox gateway, the card page posted with an approved test
 * card. The gateway's signed callback to the server is what makes the subscription paid.
 */
export async function payThroughApi(request: APIRequestContext, customer: TApiCustomer, id: string) {
  const link = await request.post(`/api/v1/users/souscriptions/${id}/pay-link`, {
    data: {},
    headers: customer.headers,
  });
  expect(link.status(), await link.text()).toBe(200);
  const html = { accept: 'text/html' };
  const payPage = await request.get((await link.json()).url, { headers: html });
  const merchantForm = formOf(await payPage.text());
  const cardPage = await request.post(merchantForm.action, { form: merchantForm.fields, headers: html });
  const { action, fields } = formOf(await cardPage.text());
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  const card = { pan: CARDS.approved, expiryMonth: '12', expiryYear: nextYear, cvc: '000' };
  const paid = await request.post(action, { form: { ...fields, ...card }, headers: html });
  expect(paid.status()).toBe(200);
  expect((await subscriptionOf(request, customer, id)).statut).toBe('paid');
}

/** The signature without a browser: the signing code by SMS (dev mailbox), then the signing call. */
export async function signThroughApi(request: APIRequestContext, customer: TPayingCustomer, id: string) {
  const status = await (
    await request.get(`/api/v1/users/souscriptions/${id}/signature`, { headers: customer.headers })
  ).json();
  const demande = `/api/v1/signature/requests/${status.demande.id}`;
  expect((await request.post(`${demande}/code`, { data: {} })).status()).toBe(200);
  const { code_str } = await subscriptionOf(request, customer, id);
  const code = await readFromMailbox(
    request,
    customer.sms,
    new RegExp(`^(\\d{6}) est votre code de signature du contrat ${code_str} `, 'm'),
  );
  const signed = await request.post(`${demande}/sign`, { data: { code } });
  expect(signed.status(), await signed.text()).toBe(200);
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

/** The subscription as the API holds it: the customer's first one, or `id`. */
export async function subscriptionOf(request: APIRequestContext, customer: TApiCustomer, id = customer.id) {
  const answer = await request.get(`/api/v1/users/souscriptions/${id}`, { headers: customer.headers });
  return answer.json() as Promise<TSouscriptionAnswer>;
}

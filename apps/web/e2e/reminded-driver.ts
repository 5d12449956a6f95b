import { addDays, todayInMorocco } from '@bi/domain';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { InputCounter } from './input-counter';
import type { TLanguage } from './locale-text';
import { readFromMailbox } from './mailbox';
import {
  CARDS,
  customerReadyToPay,
  payThroughApi,
  signThroughApi,
  subscriptionOf,
  type TPayingCustomer,
} from './money-path';

/** The phone of the issue: 390 px wide. */
export const PHONE_390 = { width: 390, height: 844 };

/** Where the returning driver's journeys leave their pictures, to be looked at (not compared). */
export const SHOTS = path.join(tmpdir(), 'bi-period-off');

/** Every page of `context` opens signed in, as a phone that signed in before keeps its session. */
export const signedIn = (context: BrowserContext, token: string) =>
  context.addInitScript((saved: string) => localStorage.setItem('bi.token', saved), token);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A driver with a signed contract that started today (one month, unless `periodeId` says), whose account speaks `language`, and
 * the reminder the hourly job sends three days before its end (run as on that day), read from the
 * dev mailbox: the address its link opens.
 */
export async function remindedDriver(
  request: APIRequestContext,
  language: TLanguage,
  officeId?: number,
  periodeId?: number,
) {
  const customer = await customerReadyToPay(request, { effectDate: todayInMorocco(), officeId, periodeId });
  await payThroughApi(request, customer, customer.id);
  await signThroughApi(request, customer, customer.id);
  // Signing in stores the language the account's messages are written in.
  const signin = await request.post('/api/v1/auth/users/signin', {
    data: { username: customer.email, password: customer.password },
    headers: { 'accept-language': language },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  const contract = await subscriptionOf(request, customer);
  const end = contract.periode_info!.date_fin;
  const run = await request.post(
    `/api/v1/dev/renewal-reminders?days=${daysBetween(todayInMorocco(), addDays(end, -3))}`,
  );
  expect(((await run.json()) as { reminded: number }).reminded).toBeGreaterThanOrEqual(1);
  const link = await readFromMailbox(request, customer.email, /(\/\?extend=[0-9a-f-]{36}&lng=\w+&t=[\w.-]+)/);
  expect(link).toMatch(new RegExp(`^/\\?extend=${contract._id}&lng=${language}&t=[\\w.-]{20,32}$`));
  // The SMS carries the same link.
  await readFromMailbox(request, customer.sms, new RegExp(`(${link.replace(/[?]/g, '\\?')})`));
  return { customer: { ...customer, token }, contract, link };
}

/** The signing code of `code_str` (its SMS names the contract), once it is sent. */
export const signingCodeOf = (request: APIRequestContext, customer: TPayingCustomer, codeStr: string) =>
  readFromMailbox(request, customer.sms, new RegExp(`${codeStr}[\\s\\S]*#(\\d{6})\\s*$`));

/**
 * The gateway's card page: the phone kept the card of the first payment, one tap on its suggestion,
 * the CVC typed (no browser keeps it), Pay.
 */
export async function payWithSavedCard(page: Page, inputs: InputCounter) {
  await page.waitForURL('**/sandbox/cmi/**');
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await inputs.autofill(
    [
      { field: page.locator('#f-pan'), token: 'cc-number', value: CARDS.approved },
      { field: page.locator('#f-expiryMonth'), token: 'cc-exp-month', value: '12' },
      { field: page.locator('#f-expiryYear'), token: 'cc-exp-year', value: nextYear },
    ],
    'saved card',
  );
  await inputs.type(page.locator('#f-cvc'), '000', 'CVC');
  await inputs.tap(page.locator('#pay'), 'Pay');
}

/** The subscription the flow holds on this phone. */
export const flowSubscriptionOf = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('bi.flow.souscription')))!;

import { addDays } from '@bi/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { customerThroughApi, openAs, type TApiCustomer } from './api-customer';
import { openBrowser } from './browser';

/**
 * The server's today, as the subscription's answer tells it, moved by `days`: the web's date rules read
 * that day and never the phone's clock, so this is what a customer resuming days later meets.
 */
export const serverTodayMoved = (context: BrowserContext, customer: TApiCustomer, days: number) =>
  context.route(`**/api/v1/users/souscriptions/${customer.id}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const answer = await response.json();
    await route.fulfill({ response, json: { ...answer, today: addDays(answer.today, days) } });
  });

/**
 * One browser for the calling test file, opened before its tests and closed after them, and the
 * file's way to a customer whose subscription is saved up to `lastStep`, signed in on a phone of it
 * with that subscription as the flow's.
 */
export function phoneCustomers() {
  let browser: Browser | undefined;
  let newPage: Awaited<ReturnType<typeof openBrowser>>['newPage'];
  beforeAll(async () => {
    ({ browser, newPage } = await openBrowser());
  });
  afterAll(() => browser?.close());
  return async function customerOnPhone(lastStep: number) {
    const { page, context } = await newPage();
    const customer = await customerThroughApi(page.request, lastStep);
    await openAs(context, customer);
    return { page, context, customer };
  };
}

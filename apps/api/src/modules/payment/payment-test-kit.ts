import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TApp } from '../../app';
import { auditLog, outbox, paymentCallbacks, payments, subscriptions } from '../../db/schema';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * What the payment tests share beside `test/card-payment.ts`: the app with the sandbox's callback routed
 * through `app.inject` (no socket), a subscription ready to pay, any page's form read back, and what
 * the database holds about a payment.
 */

const FORM = 'application/x-www-form-urlencoded';
/** What a browser asks for when it navigates or posts a form. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The app, with every server-to-server callback the sandbox makes kept with the merchant's answer. */
export async function paymentTestApp() {
  const holder: { app?: TApp } = {};
  const sent: { url: string; fields: Record<string, string>; answer: string }[] = [];
  const t = await createTestApp({
    providers: {
      cmiCallback: async (url, fields) => {
        const answer = await holder.app!.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': FORM },
          payload: new URLSearchParams(fields).toString(),
        });
        sent.push({ url, fields, answer: answer.body });
        return answer.body;
      },
    },
  });
  holder.app = t.app;
  return { t, sent };
}

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The first form of a page: where it posts and its named inputs (hidden ones and typed ones). */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  expect(form, html).not.toBeNull();
  const fields: Record<string, string> = {};
  for (const input of form![2]!.matchAll(/<input([^>]*)>/g)) {
    const name = input[1]!.match(/name="([^"]*)"/)?.[1];
    const value = input[1]!.match(/value="([^"]*)"/)?.[1] ?? '';
    if (name) fields[unescapeHtml(name)] = unescapeHtml(value);
  }
  return { action: unescapeHtml(form![1]!), fields };
}

/** A browser's form post to a path of this server. */
export const postForm = (t: TTestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: url.startsWith('http') ? new URL(url).pathname : url,
    headers: { 'content-type': FORM, accept: BROWSER_ACCEPT },
    payload: new URLSearchParams(fields).toString(),
  });

/** A customer's subscription through every step: confirmed, documents sent, ready to pay. */
export async function readyToPay(t: TTestApp) {
  const fixture = await subscriptionFixture(t);
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 7);
  return { customer, id, fixture };
}

/** What the database holds about one subscription's payment. */
export async function paymentState(t: TTestApp, id: string) {
  const db = t.handle.db;
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const attempts = await db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, id))
    .orderBy(asc(payments.createdAt));
  const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));
  const orderIds = new Set(attempts.map((attempt) => attempt.orderId));
  const callbacks = (await db.select().from(paymentCallbacks).orderBy(asc(paymentCallbacks.id))).filter(
    (callback) => callback.orderId !== null && orderIds.has(callback.orderId),
  );
  // The receipt and the signature invitations all name the subscription's code.
  const messages = (await db.select().from(outbox).orderBy(asc(outbox.createdAt))).filter((message) =>
    message.bodyText.includes(subscription!.codeStr),
  );
  return { subscription: subscription!, attempts, audits, callbacks, messages };
}

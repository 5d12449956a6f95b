import type { TLanguage } from '@bi/domain';
import { and, desc, eq } from 'drizzle-orm';
import { signatureRequests } from '../db/schema';
import { caller } from './api-calls';
import { payByCard } from './card-payment';
import { latestMessage } from './outbox-reader';
import { subscriptionFixture, type TFixtureOptions } from './subscription-fixture';
import type { TTestApp } from './test-app';

/**
 * A subscription through every step, then paid the way a customer pays: the pay link, the signed form,
 * and the gateway's signed approval on the real callback, which opens the signature request.
 */
export async function paidSubscription(
  t: TTestApp,
  language: TLanguage = 'fr',
  options: TFixtureOptions = {},
) {
  const fixture = await subscriptionFixture(t, options);
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 7);
  await payByCard(t, id, customer.headers, language);
  const [request] = await t.handle.db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.subscriptionId, id), eq(signatureRequests.status, 'pending')))
    .orderBy(desc(signatureRequests.createdAt));
  if (!request) throw new Error('The approved payment opened no signature request');
  return { customer, id, demande: request.id };
}

/** Paid, and its signing code sent by SMS to the request's phone: the code as the signer reads it. */
export async function paidWithSigningCode(t: TTestApp, options: TFixtureOptions = {}) {
  const paid = await paidSubscription(t, 'fr', options);
  const sent = await caller(t).post(`/signature/requests/${paid.demande}/code`, {});
  if (sent.statusCode !== 200) throw new Error(`No signing code sent: ${sent.body}`);
  const [request] = await t.handle.db
    .select({ phone: signatureRequests.phone })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, paid.demande));
  const code = (await latestMessage(t, request!.phone))?.bodyText.match(/^@\S+ #(\d{6})$/m)?.[1];
  if (!code) throw new Error('No signing code in the SMS');
  return { ...paid, code };
}

/** Paid, then signed the way a customer signs: a code sent by SMS to the request's phone, typed back. */
export async function signedSubscription(t: TTestApp, options: TFixtureOptions = {}) {
  const paid = await paidWithSigningCode(t, options);
  const signed = await caller(t).post(`/signature/requests/${paid.demande}/sign`, { code: paid.code });
  if (signed.statusCode !== 200) throw new Error(`Not signed: ${signed.body}`);
  return paid;
}

import type { TLanguage } from '@bi/domain';
import { and, desc, eq } from 'drizzle-orm';
import { signatureRequests } from '../db/schema';
import { payByCard } from './card-payment';
import { subscriptionFixture } from './subscription-fixture';
import type { TTestApp } from './test-app';

/**
 * A subscription through every step, then paid the way a customer pays: the pay link, the signed form,
 * and the gateway's signed approval on the real callback, which opens the signature request.
 */
export async function paidSubscription(t: TTestApp, language: TLanguage = 'fr') {
  const fixture = await subscriptionFixture(t);
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

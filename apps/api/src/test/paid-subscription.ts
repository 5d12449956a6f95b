import { transition, type TLanguage } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subscriptions } from '../db/schema';
import { openSignatureRequest } from '../modules/signature/open-signature-request';
import { parseSubscriptionRow, updateSubscription } from '../modules/subscriptions/repository';
import { subscriptionFixture } from './subscription-fixture';
import type { TTestApp } from './test-app';

/**
 * A subscription through every step (confirmed, ready to pay), then paid the way an approved card
 * payment leaves it: the domain's transition and the repository in one transaction that also opens
 * the signature request, as the payment callback does. (It stands in for the CMI callback, which
 * these tests do not need to drive.)
 */
export async function paidSubscription(t: TTestApp, language: TLanguage = 'fr') {
  const fixture = await subscriptionFixture(t);
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 7);
  const demande = await t.handle.db.transaction(async (tx) => {
    const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    const row = parseSubscriptionRow(stored!);
    expect(row.statut).toBe('confirmed');
    const paid = await updateSubscription(tx, row, {
      statut: transition(row.statut, 'payment_authorised'),
      paidAt: new Date(),
    });
    return (await openSignatureRequest(tx, paid, { language, publicUrl: t.config.publicUrl })).id;
  });
  return { customer, id, demande };
}

import {
  payability,
  paymentRefusal,
  type TIsoDate,
  type TLanguage,
  type TPayLinkAnswer,
  customerActor,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { LINK_TTL_SECONDS, signLink } from '../../lib/signed-link';
import { loadPaymentFacts } from '../subscriptions/payment-facts';
import { subscriptionIn } from '../subscriptions/subscription-scope';

/**
 * The pay link of the customer's own subscription, once the domain says it can be paid (decision 040):
 * otherwise the 409 of its reason, the same the payment page answers.
 */
export async function issuePayLink(
  db: TDatabase,
  secret: string,
  request: { userId: string; subscriptionId: string; language: TLanguage; today: TIsoDate },
): Promise<TPayLinkAnswer> {
  const row = await subscriptionIn(db, customerActor(request.userId), request.subscriptionId);
  const verdict = payability(await loadPaymentFacts(db, row), request.today);
  if (!verdict.payable) throw paymentRefusal(verdict.reason, request.today);
  const token = await signLink(secret, {
    purpose: 'payment',
    subscriptionId: row.id,
    userId: request.userId,
    language: request.language,
  });
  return {
    url: `/api/v1/users/souscriptions/${row.id}/pay?token=${token}`,
    expires_in: LINK_TTL_SECONDS,
  };
}

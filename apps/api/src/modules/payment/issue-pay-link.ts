import { payability, paymentRefusal, type TIsoDate, type TLanguage, type TPayLinkAnswer } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LINK_TTL_SECONDS, signLink } from '../../lib/signed-link';
import { loadPaymentFacts } from '../subscriptions/payment-facts';
import { findOwnSubscription } from '../subscriptions/repository';

/**
 * The pay link of the customer's own subscription, once the domain says it can be paid (decision 040):
 * otherwise the 409 of its reason, the same the payment page answers.
 */
export async function issuePayLink(
  db: TDatabase,
  secret: string,
  request: { userId: string; subscriptionId: string; language: TLanguage; today: TIsoDate },
): Promise<TPayLinkAnswer> {
  const row = await findOwnSubscription(db, request.subscriptionId, request.userId);
  if (!row) throw new AppError(404, 'subscription.notFound');
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

import {
  addDays,
  formatDisplayDate,
  isEffectDateTooEarly,
  isPaid,
  isReadyToPay,
  type TIsoDate,
  type TLanguage,
  type TPayLinkAnswer,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { LINK_TTL_SECONDS, signLink } from '../../lib/signed-link';
import { findOwnSubscription } from '../subscriptions/repository';
import { extendsTerminatingContract } from './extends-terminating';

/** The pay link of the customer's own subscription, once it is ready to pay (confirmed, every step done). */
export async function issuePayLink(
  db: TDatabase,
  secret: string,
  request: { userId: string; subscriptionId: string; language: TLanguage; today: TIsoDate },
): Promise<TPayLinkAnswer> {
  const row = await findOwnSubscription(db, request.subscriptionId, request.userId);
  if (!row) throw new AppError(404, 'subscription.notFound');
  if (isPaid(row.statut)) throw new AppError(409, 'payment.alreadyPaid');
  if (!isReadyToPay(row.statut, row.currentStep, row.effectDate, request.today))
    throw new AppError(409, 'subscription.notReadyToPay');
  if (await extendsTerminatingContract(db, row)) throw new AppError(409, 'payment.extendsTerminating');
  // Confirmed for a day that has since become today, at an office that cannot start a cover today.
  if (isEffectDateTooEarly(row.effectDate, request.today, row.userInfo.effetImmediat === true))
    throw new AppError(409, 'period.effectTodayNotImmediate', {
      min: formatDisplayDate(addDays(request.today, 1)),
    });
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

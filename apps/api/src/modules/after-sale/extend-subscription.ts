import { EDITABLE_STATUSES } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { recordTermsConsent } from '../consents/record-consents';
import { createSubscription } from '../subscriptions/create-subscription';
import { findExtensionOf } from '../subscriptions/subscription-scope';
import type { TTariffBook } from '../tariffs/tariff-book';
import { guardAfterSale, type TAfterSaleRequest } from './guard';
import { prefillExtension } from './prefill-extension';

/**
 * POST …/{id}/extend (spec §4 "Extension"): a new subscription for the same insured, office, vehicle
 * and documents, linked to the contract it extends, with the terms already accepted, and filled with
 * the same duration and cover from the day after the old end (decision 027): the customer lands on the
 * quote and, the documents being there, goes from its confirmation to payment. An extension already
 * under way is taken up again rather than started twice.
 */
export async function extendSubscription(
  db: TDatabase,
  request: TAfterSaleRequest,
  context: TRequestContext,
  tariffBook: TTariffBook,
) {
  const tariffs = await tariffBook.approved();
  return db.transaction(async (tx) => {
    const { row } = await guardAfterSale(tx, request, 'extend', context.today);
    if (!row.vehiculeInfo) throw new AppError(409, 'subscription.quoteNotReady');
    const underWay = await findExtensionOf(tx, request.actor, row.id, { statuses: EDITABLE_STATUSES });
    if (underWay) return underWay;
    const extension = await createSubscription(tx, {
      actor: request.actor,
      userInfo: { ...row.userInfo, accept_cgu: true },
      today: context.today,
      requestId: context.requestId,
      carriedOver: {
        extendedFromId: row.id,
        vehiculeInfo: row.vehiculeInfo,
        documentsInfo: row.documentsInfo,
      },
    });
    // The extend dialog and the reminder name the terms of sale: asking to extend accepts their current version.
    await recordTermsConsent(tx, request.actor.userId, context.ip, extension.id);
    return prefillExtension(tx, { extension, extended: row, tariffs }, context);
  });
}

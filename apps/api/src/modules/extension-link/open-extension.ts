import { customerActor, isPaid } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { extendSubscription } from '../after-sale/extend-subscription';
import { findExtensionOf } from '../subscriptions/subscription-scope';
import { extensionLinkAnswer, type TLinkSettings } from './extension-link-answer';
import type { TTariffBook } from '../tariffs/tariff-book';
import { extensionLinkHolder } from './extension-token';

/** The contract's newest extension already paid (or signed), if any: the link then says so. */
async function paidExtensionOf(db: TDatabase, extendedId: string, userId: string) {
  const newest = await findExtensionOf(db, customerActor(userId), extendedId);
  return newest && isPaid(newest.statut) ? newest : undefined;
}

/**
 * POST /extension-links/{id}: the reminder's link opened on a phone that may not be signed in. An
 * extension already paid is shown as it stands (to sign, or signed: the contract is extended);
 * otherwise the extension is made for the contract's owner, or the one under way taken up, by the
 * same use case as the card's Extend, with the same refusals (termination asked, say).
 */
export async function openExtension(
  db: TDatabase,
  settings: TLinkSettings & { tariffs: TTariffBook },
  request: { id: string; token: string },
  context: TRequestContext,
) {
  const holder = await extensionLinkHolder(db, settings.secret, request.token, request.id);
  const extension =
    (await paidExtensionOf(db, request.id, holder.userId)) ??
    (await extendSubscription(
      db,
      { actor: customerActor(holder.userId), id: request.id },
      context,
      settings.tariffs,
    ));
  return extensionLinkAnswer(
    db,
    { ...settings, tariffs: await settings.tariffs.approved() },
    { userId: holder.userId, extendedId: request.id },
    extension,
    context,
  );
}

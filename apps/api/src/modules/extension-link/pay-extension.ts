import { customerActor, type TExtensionPayAnswer, type TStep2 } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { AppError } from '../../lib/app-error';
import { chooseExtensionPeriod } from '../after-sale/choose-extension-period';
import { extendSubscription } from '../after-sale/extend-subscription';
import { extensionWaitsForPeriod } from '../after-sale/prefill-extension';
import { issuePayLink } from '../payment/issue-pay-link';
import { saveStep } from '../subscriptions/save-step';
import type { TTariffBook } from '../tariffs/tariff-book';
import { extensionLinkHolder } from './extension-token';

/**
 * POST /extension-links/{id}/pay: the one tap of the link's page. The extension under way is taken up
 * (an extension already paid is refused in words), the office chosen instead of a closed one saved as
 * step 2 saves it (an open office only), the period chosen instead of a switched-off one priced as the
 * signed-in quote prices it (a period offered today only), its quote confirmed as step 6 confirms it, and
 * the card page's address issued as the signed-in Pay issues it, with the same checks.
 */
export async function payExtension(
  db: TDatabase,
  tariffs: TTariffBook,
  secret: string,
  request: { id: string; token: string; office?: TStep2; periodeId?: number },
  context: TRequestContext,
): Promise<TExtensionPayAnswer> {
  const { userId } = await extensionLinkHolder(db, secret, request.token, request.id);
  // The link names its holder: they act as the customer they are.
  const actor = customerActor(userId);
  let extension = await extendSubscription(db, { actor, id: request.id }, context, tariffs);
  // Its contract's period switched off since: none is paid until one offered today is chosen.
  if (extensionWaitsForPeriod(extension) && request.periodeId === undefined)
    throw new AppError(409, 'subscription.extensionPeriodOff');
  if (request.office)
    extension = await saveStep(
      db,
      { actor, id: extension.id, step: 2, body: request.office, expectedVersion: extension.version },
      context,
      tariffs,
    );
  if (request.periodeId !== undefined)
    extension = await chooseExtensionPeriod(
      db,
      tariffs,
      { actor, id: extension.id, periodeId: request.periodeId, expectedVersion: extension.version },
      context,
    );
  if (extension.statut === 'simulation')
    await saveStep(
      db,
      { actor, id: extension.id, step: 6, body: {}, expectedVersion: extension.version },
      context,
      tariffs,
    );
  const { url } = await issuePayLink(db, secret, {
    userId,
    subscriptionId: extension.id,
    language: context.language,
    today: context.today,
  });
  return { url };
}

import type { TCustomerActor, TStep0 } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { recordTermsConsent } from '../consents/record-consents';
import type { TRequestContext } from '../../lib/request-context';
import { createSubscription } from './create-subscription';
import { applyContact } from './steps/step-0-contact';

/** POST /users/souscriptions: a signed-in customer starts a new subscription with its step 0. */
export async function createForCustomer(
  db: TDatabase,
  actor: TCustomerActor,
  body: TStep0,
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const contact = applyContact({}, body);
    const subscription = await createSubscription(tx, {
      actor,
      userInfo: contact.changes.userInfo ?? {},
      requestId: context.requestId,
      today: context.today,
    });
    await recordTermsConsent(tx, actor.userId, context.ip, subscription.id);
    return subscription;
  });
}

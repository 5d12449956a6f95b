import type { TBackofficeContract, TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { subscriptionIn } from '../subscriptions/subscription-scope';
import { readContract } from './read-contract';
import { recordView } from './record-view';

/**
 * GET /backoffice/souscriptions/{id}: one contract of the caller's offices, its opening journalled as a
 * view of a person's data. Another office's is the 404 of an unknown id.
 */
export async function openContract(
  db: TDatabase,
  staff: TStaffActor,
  id: string,
  context: Pick<TRequestContext, 'requestId' | 'today'>,
): Promise<TBackofficeContract> {
  const row = await subscriptionIn(db, staff, id);
  await recordView(db, staff, { action: 'contract.viewed', subscriptionId: row.id }, context);
  return readContract(db, row, context.today);
}

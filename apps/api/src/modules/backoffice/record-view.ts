import type { TAuditAction, TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { audit } from '../../lib/audit';

type TViewAction = Extract<TAuditAction, 'contract.viewed' | 'contract.printed' | 'certificate.scanned'>;

/**
 * Law 09-08: a staff member shown a person's data (a contract's record, its printed PDFs, the identity a
 * scan shows) leaves a line naming who and which contract, as a document preview does.
 */
export async function recordView(
  db: TDatabase,
  staff: TStaffActor,
  view: { action: TViewAction; subscriptionId: string; data?: Record<string, unknown> },
  context: { requestId: string },
): Promise<void> {
  await audit(db, {
    actor: staff,
    action: view.action,
    entityType: 'subscription',
    entityId: view.subscriptionId,
    data: view.data,
    requestId: context.requestId,
  });
}

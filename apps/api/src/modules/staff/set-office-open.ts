import type { TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { auditOffice } from './office-audit';
import { lockOffice } from './lock-office';
import { loadOfficesWithMailboxes } from './offices-with-mailboxes';

/**
 * POST /backoffice/offices/{id}/close and …/reopen. A closed office is no longer offered at step 2
 * and step 2 refuses it; the contracts it already has stay in its queue, to hand over and terminate.
 */
export async function setOfficeOpen(
  db: TDatabase,
  admin: TStaffActor,
  input: { officeId: number; open: boolean },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const before = await lockOffice(tx, input.officeId);
    if (before.actif === input.open) {
      throw new AppError(
        409,
        input.open ? 'backoffice.offices.alreadyOpen' : 'backoffice.offices.alreadyClosed',
      );
    }
    await tx.update(offices).set({ active: input.open }).where(eq(offices.id, input.officeId));
    const [after] = await loadOfficesWithMailboxes(tx, input.officeId);
    const action = input.open ? 'office.reopened' : 'office.closed';
    await auditOffice(tx, { admin, action, before, after: after! }, context);
    return after!;
  });
}

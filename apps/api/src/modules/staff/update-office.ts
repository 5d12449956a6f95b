import type { TUpdateOfficeBody, TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices } from '../../db/schema';
import type { TRequestContext } from '../../lib/request-context';
import { auditOffice } from './office-audit';
import { officeColumns } from './office-columns';
import { lockOffice } from './lock-office';
import { loadOfficesWithMailboxes } from './offices-with-mailboxes';

/**
 * PUT /backoffice/offices/{id}: names, addresses, city, kind and immediate effect. A contract made
 * before keeps the office's details step 2 copied into it; new ones take the new ones.
 */
export async function updateOffice(
  db: TDatabase,
  admin: TStaffActor,
  input: { officeId: number; body: TUpdateOfficeBody },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const before = await lockOffice(tx, input.officeId);
    await tx
      .update(offices)
      .set(await officeColumns(tx, input.body, before.ville_Id))
      .where(eq(offices.id, input.officeId));
    const [after] = await loadOfficesWithMailboxes(tx, input.officeId);
    await auditOffice(tx, { admin, action: 'office.updated', before, after: after! }, context);
    return after!;
  });
}

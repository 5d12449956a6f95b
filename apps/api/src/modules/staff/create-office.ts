import type { TCreateOfficeBody, TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import type { TRequestContext } from '../../lib/request-context';
import { auditOffice } from './office-audit';
import { officeColumns } from './office-columns';
import { loadOfficesWithMailboxes } from './offices-with-mailboxes';

const codeTaken = () =>
  new AppError(409, 'backoffice.offices.codeTaken', {}, [
    { field: 'intermediaire_Code', key: 'backoffice.offices.codeTaken' },
  ]);

/** POST /backoffice/offices: a new office, open at once, offered at step 2 for its city from now on. */
export async function createOffice(
  db: TDatabase,
  admin: TStaffActor,
  body: TCreateOfficeBody,
  context: TRequestContext,
) {
  return db
    .transaction(async (tx) => {
      const columns = await officeColumns(tx, body);
      const [created] = await tx
        .insert(offices)
        .values({ ...columns, code: body.intermediaire_Code })
        .onConflictDoNothing({ target: offices.code })
        .returning({ id: offices.id });
      if (!created) throw codeTaken();
      const [after] = await loadOfficesWithMailboxes(tx, created.id);
      await auditOffice(tx, { admin, action: 'office.created', before: null, after: after! }, context);
      return after!;
    })
    .catch((error: unknown) => {
      // Two administrators opening the same code at once: the second meets the first's row.
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    });
}

import type { TMakeBody, TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { makes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import type { TRequestContext } from '../../lib/request-context';
import { lockReferenceItem } from './lock-reference-item';
import { auditReference } from './reference-audit';
import { loadReferenceItems } from './reference-items';

const nameTaken = () =>
  new AppError(409, 'backoffice.reference.makeNameTaken', {}, [
    { field: 'marque_Name', key: 'backoffice.reference.makeNameTaken' },
  ]);

/**
 * POST /backoffice/reference/makes (no id) and PUT …/makes/{id}: a make's name and kinds. A contract
 * keeps the make's name its step 3 copied; a renamed seeded make keeps its seed name, so the next
 * start's seed does not add it again (decision 051).
 */
export async function saveMake(
  db: TDatabase,
  admin: TStaffActor,
  input: { id: number | null; body: TMakeBody },
  context: TRequestContext,
) {
  const columns = { name: input.body.marque_Name, kinds: input.body.types };
  return db
    .transaction(async (tx) => {
      const before = input.id === null ? null : await lockReferenceItem(tx, 'makes', input.id);
      const [saved] =
        input.id === null
          ? await tx.insert(makes).values(columns).onConflictDoNothing().returning({ id: makes.id })
          : await tx.update(makes).set(columns).where(eq(makes.id, input.id)).returning({ id: makes.id });
      if (!saved) throw nameTaken();
      const [after] = await loadReferenceItems.makes(tx, saved.id);
      const verb = before ? 'updated' : 'created';
      await auditReference(tx, { admin, list: 'makes', id: saved.id, verb, before, after: after! }, context);
      return after!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    });
}

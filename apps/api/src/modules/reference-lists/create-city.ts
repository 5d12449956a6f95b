import type { TCreateCityBody, TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { cities } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import type { TRequestContext } from '../../lib/request-context';
import { cityColumns } from './city-columns';
import { auditReference } from './reference-audit';
import { loadReferenceItems } from './reference-items';

const codeTaken = () =>
  new AppError(409, 'backoffice.reference.cityCodeTaken', {}, [
    { field: 'ville_Code', key: 'backoffice.reference.cityCodeTaken' },
  ]);

/** POST /backoffice/reference/cities: a new city, offered at once (step 2, an office's city). */
export async function createCity(
  db: TDatabase,
  admin: TStaffActor,
  body: TCreateCityBody,
  context: TRequestContext,
) {
  return db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(cities)
        .values({ ...cityColumns(body), code: body.ville_Code })
        .onConflictDoNothing({ target: cities.code })
        .returning({ id: cities.id });
      if (!created) throw codeTaken();
      const [after] = await loadReferenceItems.cities(tx, created.id);
      const change = { admin, list: 'cities', id: created.id, verb: 'created', before: null } as const;
      await auditReference(tx, { ...change, after: after! }, context);
      return after!;
    })
    .catch((error: unknown) => {
      // Two administrators adding the same code at once: the second meets the first's row.
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    });
}

import { inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A clerk's offices must exist: an unknown id is a 422 naming it, on the field that carried it. */
export async function checkOfficesExist(db: TDatabase | TTransaction, officeIds: readonly number[]) {
  if (officeIds.length === 0) return;
  const found = await db
    .select({ id: offices.id })
    .from(offices)
    .where(inArray(offices.id, [...officeIds]));
  const known = new Set(found.map((office) => office.id));
  const unknown = officeIds.find((id) => !known.has(id));
  if (unknown !== undefined) {
    const params = { id: unknown };
    throw new AppError(422, 'backoffice.staff.unknownOffice', params, [
      { field: 'office_ids', key: 'backoffice.staff.unknownOffice', params },
    ]);
  }
}

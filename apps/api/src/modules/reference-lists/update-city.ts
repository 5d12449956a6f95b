import type { TUpdateCityBody, TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { cities } from '../../db/schema';
import type { TRequestContext } from '../../lib/request-context';
import { cityColumns } from './city-columns';
import { lockReferenceItem } from './lock-reference-item';
import { auditReference } from './reference-audit';
import { loadReferenceItems } from './reference-items';

/**
 * PUT /backoffice/reference/cities/{id}: names, entry point and its labels (the code is set once).
 * A contract keeps the city's name its step 2 copied; new ones read the new one.
 */
export async function updateCity(
  db: TDatabase,
  admin: TStaffActor,
  input: { id: number; body: TUpdateCityBody },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const before = await lockReferenceItem(tx, 'cities', input.id);
    await tx.update(cities).set(cityColumns(input.body)).where(eq(cities.id, input.id));
    const [after] = await loadReferenceItems.cities(tx, input.id);
    const change = { admin, list: 'cities', id: input.id, verb: 'updated', before } as const;
    await auditReference(tx, { ...change, after: after! }, context);
    return after!;
  });
}

import { cityNeedsConfirmation, isLastPeriodOn, type TReferenceList, type TStaffActor } from '@bi/domain';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { periods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { lockReferenceItem } from './lock-reference-item';
import { auditReference } from './reference-audit';
import { loadReferenceItems, REFERENCE_TABLES, type TReferenceItem } from './reference-items';

export type TSetItemActive<L extends TReferenceList> = {
  list: L;
  id: number;
  on: boolean;
  /** Cities only: the administrator has said step 2 will no longer offer the city's open offices. */
  officesConfirmed?: boolean;
};

/** Step 4 offers a duration at least: the durations on are locked, so two switch-offs cannot cross. */
async function refuseLastPeriod(tx: TTransaction, id: number) {
  const on = await tx.select({ id: periods.id }).from(periods).where(eq(periods.active, true)).for('update');
  if (isLastPeriodOn(on.length) && on.some((period) => period.id === id))
    throw new AppError(409, 'backoffice.reference.lastPeriod');
}

/**
 * POST /backoffice/reference/{list}/{id}/switch-on|switch-off. Off, the item leaves the customer's list
 * and its step refuses it; the contracts that recorded it keep it as recorded (decision 051).
 */
export async function setItemActive<L extends TReferenceList>(
  db: TDatabase,
  admin: TStaffActor,
  input: TSetItemActive<L>,
  context: TRequestContext,
): Promise<TReferenceItem[L]> {
  const { list, id, on } = input;
  return db.transaction(async (tx) => {
    if (!on && list === 'periods') await refuseLastPeriod(tx, id);
    const before = await lockReferenceItem(tx, list, id);
    if (before.actif === on)
      throw new AppError(409, on ? 'backoffice.reference.alreadyOn' : 'backoffice.reference.alreadyOff');
    const openOffices = 'bureaux_ouverts' in before ? before.bureaux_ouverts : [];
    if (!on && cityNeedsConfirmation(openOffices, input.officesConfirmed === true)) {
      const params = { offices: openOffices.join(', ') };
      throw new AppError(409, 'backoffice.reference.cityHasOffices', params, [
        { field: 'offices_confirmed', key: 'backoffice.reference.cityHasOffices', params },
      ]);
    }
    await tx.execute(sql`update ${REFERENCE_TABLES[list]} set active = ${on} where id = ${id}`);
    const [after] = (await loadReferenceItems[list](tx, id)) as TReferenceItem[L][];
    const verb = on ? 'switched_on' : 'switched_off';
    await auditReference(tx, { admin, list, id, verb, before, after: after! }, context);
    return after!;
  });
}

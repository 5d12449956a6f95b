import {
  assertTariffAuthor,
  assertTariffEffectDate,
  assertTariffSellsEverything,
  type TTariffVersionDetail,
  type TStaffActor,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { tariffTableOf } from '../tariffs/tariff-table-of';
import { moveTariffVersionAs, type TTariffMove } from './move-tariff-version-as';

/**
 * POST /backoffice/tarifs/{id}/submit: the author hands their draft to a second administrator. It must
 * take effect tomorrow at the earliest and price every cover sold.
 */
export async function submitTariffVersion(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { admin: TStaffActor; id: string },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { admin } = request;
  const move: TTariffMove<'submit'> = {
    event: 'submit',
    action: 'tariff.submitted',
    check: (row) => {
      assertTariffAuthor(row, admin.userId);
      assertTariffEffectDate(row.effectiveFrom, context.today);
      assertTariffSellsEverything(tariffTableOf(row));
    },
    facts: {},
  };
  return moveTariffVersionAs(db, tariffs, { admin, id: request.id, move }, context);
}

import {
  assertTariffAuthor,
  assertTariffEffectDate,
  assertTariffSellsEverything,
  canMoveTariffVersion,
  type TTariffVersionDetail,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { tariffTableOf } from '../tariffs/tariff-table-of';
import { moveTariffVersion } from '../tariffs/tariff-version-rows';
import { lockTariffVersion } from './lock-tariff-version';
import { auditTariffVersion } from './tariff-audit';
import { detailOf, readTariffVersions } from './tariff-version-view';

/**
 * POST /backoffice/tarifs/{id}/submit: the author hands their draft to a second administrator. It must
 * take effect tomorrow at the earliest and price every cover sold.
 */
export async function submitTariffVersion(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { adminId: string; id: string },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { adminId } = request;
  const inForce = await tariffs.inForce(context.today);
  return db.transaction(async (tx) => {
    const row = await lockTariffVersion(tx, request.id);
    if (!canMoveTariffVersion(row.status, 'submit')) throw new AppError(409, 'tariff.refused.submit');
    assertTariffAuthor(row, adminId);
    assertTariffEffectDate(row.effectiveFrom, context.today);
    assertTariffSellsEverything(tariffTableOf(row));
    const submitted = await moveTariffVersion(tx, row, 'submit', {}, context.now);
    await auditTariffVersion(
      tx,
      { adminId, action: 'tariff.submitted', from: row.status, version: submitted },
      context,
    );
    const [view] = await readTariffVersions(tx, submitted.id);
    return detailOf(view!, adminId, inForce);
  });
}

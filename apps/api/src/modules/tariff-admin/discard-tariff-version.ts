import { assertTariffAuthor, canMoveTariffVersion, type TTariffVersionDetail } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { moveTariffVersion } from '../tariffs/tariff-version-rows';
import { lockTariffVersion } from './lock-tariff-version';
import { auditTariffVersion } from './tariff-audit';
import { detailOf, readTariffVersions } from './tariff-version-view';

/** POST /backoffice/tarifs/{id}/discard: the author drops their draft or rejected version; it stays listed. */
export async function discardTariffVersion(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { adminId: string; id: string },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { adminId } = request;
  const inForce = await tariffs.inForce(context.today);
  return db.transaction(async (tx) => {
    const row = await lockTariffVersion(tx, request.id);
    if (!canMoveTariffVersion(row.status, 'discard')) throw new AppError(409, 'tariff.refused.discard');
    assertTariffAuthor(row, adminId);
    const discarded = await moveTariffVersion(tx, row, 'discard', {}, context.now);
    await auditTariffVersion(
      tx,
      { adminId, action: 'tariff.discarded', from: row.status, version: discarded },
      context,
    );
    const [view] = await readTariffVersions(tx, discarded.id);
    return detailOf(view!, adminId, inForce);
  });
}

import {
  assertTariffAuthor,
  canMoveTariffVersion,
  type TTariffVersionDetail,
  type TUpdateTariffDraftBody,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { moveTariffVersion } from '../tariffs/tariff-version-rows';
import { changedFigures } from './changed-figures';
import { lockTariffVersion } from './lock-tariff-version';
import { auditTariffVersion } from './tariff-audit';
import { detailOf, readTariffVersions } from './tariff-version-view';

/**
 * PUT /backoffice/tarifs/{id}: the author's new figures and effective date for their draft (a rejected
 * version edited again is a draft once more). Submitted or approved: a 409, never a change.
 */
export async function updateTariffDraft(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { adminId: string; id: string; body: TUpdateTariffDraftBody },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { adminId } = request;
  const inForce = await tariffs.inForce(context.today);
  return db.transaction(async (tx) => {
    const row = await lockTariffVersion(tx, request.id);
    if (!canMoveTariffVersion(row.status, 'edit')) throw new AppError(409, 'tariff.refused.edit');
    assertTariffAuthor(row, adminId);
    const edited = await moveTariffVersion(
      tx,
      row,
      'edit',
      { rates: request.body.tarif, effectiveFrom: request.body.date_effet },
      context.now,
    );
    const changed = changedFigures(
      { date_effet: row.effectiveFrom, ...row.rates },
      { date_effet: edited.effectiveFrom, ...edited.rates },
    );
    await auditTariffVersion(
      tx,
      { adminId, action: 'tariff.edited', from: row.status, version: edited, data: { changed } },
      context,
    );
    const [view] = await readTariffVersions(tx, edited.id);
    return detailOf(view!, adminId, inForce);
  });
}

import {
  assertTariffAuthor,
  type TTariffVersionDetail,
  type TUpdateTariffDraftBody,
  type TStaffActor,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { changedFigures } from './changed-figures';
import { moveTariffVersionAs, type TTariffMove } from './move-tariff-version-as';

/**
 * PUT /backoffice/tarifs/{id}: the author's new figures and effective date for their draft (a rejected
 * version edited again is a draft once more). Submitted or approved: a 409, never a change.
 */
export async function updateTariffDraft(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { admin: TStaffActor; id: string; body: TUpdateTariffDraftBody },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { admin, body } = request;
  const move: TTariffMove<'edit'> = {
    event: 'edit',
    action: 'tariff.edited',
    check: (row) => assertTariffAuthor(row, admin.userId),
    facts: { rates: body.tarif, effectiveFrom: body.date_effet },
    // The journal names the figures changed, not the whole tariff.
    auditData: (before, after) => ({
      changed: changedFigures(
        { date_effet: before.effectiveFrom, ...before.rates },
        { date_effet: after.effectiveFrom, ...after.rates },
      ),
    }),
  };
  return moveTariffVersionAs(db, tariffs, { admin, id: request.id, move }, context);
}

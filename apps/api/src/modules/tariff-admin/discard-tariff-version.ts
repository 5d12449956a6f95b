import { assertTariffAuthor, type TTariffVersionDetail, type TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { moveTariffVersionAs, type TTariffMove } from './move-tariff-version-as';

/** POST /backoffice/tarifs/{id}/discard: the author drops their draft or rejected version; it stays listed. */
export async function discardTariffVersion(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { admin: TStaffActor; id: string },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { admin } = request;
  const move: TTariffMove<'discard'> = {
    event: 'discard',
    action: 'tariff.discarded',
    check: (row) => assertTariffAuthor(row, admin.userId),
    facts: {},
  };
  return moveTariffVersionAs(db, tariffs, { admin, id: request.id, move }, context);
}

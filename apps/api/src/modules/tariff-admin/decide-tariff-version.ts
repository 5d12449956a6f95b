import {
  assertSecondAdministrator,
  assertTariffEffectDate,
  type TIsoDate,
  type TTariffVersionDetail,
  type TStaffActor,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { moveTariffVersionAs, type TTariffMove } from './move-tariff-version-as';

export type TTariffDecision = { event: 'approve' } | { event: 'reject'; reason: string };

function moveOf(
  decision: TTariffDecision,
  admin: TStaffActor,
  today: TIsoDate,
): TTariffMove<'approve' | 'reject'> {
  if (decision.event === 'approve') {
    return {
      event: 'approve',
      action: 'tariff.approved',
      check: (row) => {
        assertSecondAdministrator(row, admin.userId);
        assertTariffEffectDate(row.effectiveFrom, today);
      },
      facts: { by: admin },
    };
  }
  return {
    event: 'reject',
    action: 'tariff.rejected',
    check: (row) => assertSecondAdministrator(row, admin.userId),
    facts: { by: admin, reason: decision.reason },
    auditData: () => ({ reason: decision.reason }),
  };
}

/**
 * POST /backoffice/tarifs/{id}/approve|reject: a second administrator's verdict on a submitted version.
 * Approved, it is published for its effective date (tomorrow at the earliest, checked again now) and
 * never changes again; this instance prices with it at once, the others within the book's 30 s.
 */
export async function decideTariffVersion(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { admin: TStaffActor; id: string; decision: TTariffDecision },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { admin, decision } = request;
  const move = moveOf(decision, admin, context.today);
  return moveTariffVersionAs(db, tariffs, { admin, id: request.id, move }, context);
}

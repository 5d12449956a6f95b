import {
  assertSecondAdministrator,
  assertTariffEffectDate,
  canMoveTariffVersion,
  type TTariffVersionDetail,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { moveTariffVersion } from '../tariffs/tariff-version-rows';
import { lockTariffVersion } from './lock-tariff-version';
import { auditTariffVersion } from './tariff-audit';
import { detailOf, readTariffVersions } from './tariff-version-view';

export type TTariffDecision = { event: 'approve' } | { event: 'reject'; reason: string };

/**
 * POST /backoffice/tarifs/{id}/approve|reject: a second administrator's verdict on a submitted version.
 * Approved, it is published for its effective date (tomorrow at the earliest, checked again now) and
 * never changes again; this instance prices with it at once, the others within the book's 30 s.
 */
export async function decideTariffVersion(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { adminId: string; id: string; decision: TTariffDecision },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { adminId, decision } = request;
  const decided = await db.transaction(async (tx) => {
    const row = await lockTariffVersion(tx, request.id);
    if (!canMoveTariffVersion(row.status, decision.event)) {
      throw new AppError(409, `tariff.refused.${decision.event}`);
    }
    assertSecondAdministrator(row, adminId);
    if (decision.event === 'approve') assertTariffEffectDate(row.effectiveFrom, context.today);
    const facts = decision.event === 'approve' ? { by: adminId } : { by: adminId, reason: decision.reason };
    const moved = await moveTariffVersion(tx, row, decision.event, facts, context.now);
    await auditTariffVersion(
      tx,
      {
        adminId,
        action: decision.event === 'approve' ? 'tariff.approved' : 'tariff.rejected',
        from: row.status,
        version: moved,
        ...(decision.event === 'reject' && { data: { reason: decision.reason } }),
      },
      context,
    );
    return moved;
  });
  if (decision.event === 'approve') tariffs.forget();
  const [view] = await readTariffVersions(db, decided.id);
  return detailOf(view!, adminId, await tariffs.inForce(context.today));
}

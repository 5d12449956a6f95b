import { earliestTariffEffectDate, type TTariffVersionDetail, type TStaffActor } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { tariffVersions } from '../../db/schema';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { insertTariffDraft } from '../tariffs/tariff-version-rows';
import { auditTariffVersion } from './tariff-audit';
import { answerTariffVersion } from './tariff-version-view';

/**
 * POST /backoffice/tarifs: a draft copied from the version in force today, to take effect tomorrow
 * unless its author sets another date. The caller is its author.
 */
export async function createTariffDraft(
  db: TDatabase,
  tariffs: TTariffBook,
  admin: TStaffActor,
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const inForce = await tariffs.inForce(context.today);
  const created = await db.transaction(async (tx) => {
    const [base] = await tx
      .select()
      .from(tariffVersions)
      .where(and(eq(tariffVersions.label, inForce.version), eq(tariffVersions.status, 'approved')));
    const draft = await insertTariffDraft(tx, {
      rates: base!.rates,
      effectiveFrom: earliestTariffEffectDate(context.today),
      basedOnId: base!.id,
      authorId: admin.userId,
      at: context.now,
    });
    await auditTariffVersion(
      tx,
      { admin, action: 'tariff.drafted', from: null, version: draft, data: { based_on: base!.label } },
      context,
    );
    return draft;
  });
  return answerTariffVersion(db, tariffs, { admin, id: created.id }, context);
}

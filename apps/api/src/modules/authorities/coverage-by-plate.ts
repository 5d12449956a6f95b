import { certificateValidity, plateKey, type TIsoDate } from '@bi/domain';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { certificates, subscriptions } from '../../db/schema';

/**
 * A stored plate without its separators: the expression of `certificates_plate_key_idx`, word for word,
 * so the lookup uses the index. A stored plate passed step 3 (capitals, separators `\s - . / |`), so this
 * equals the domain's plateKey of it.
 */
const storedPlateKey = sql`regexp_replace(${certificates.plate}, '[[:space:]./|-]', '', 'g')`;

/**
 * The certificate covering the plate today in Morocco: within its dates, not revoked, its contract not
 * cancelled (the domain's certificateValidity, as the QR code's check judges it). Of two, the one that
 * covers longer. Undefined when none covers it.
 */
export async function coverageByPlate(
  db: TDatabase,
  plate: string,
  today: TIsoDate,
): Promise<{ number: string; validTo: TIsoDate } | undefined> {
  const candidates = await db
    .select({
      number: certificates.number,
      validFrom: certificates.validFrom,
      validTo: certificates.validTo,
      revokedAt: certificates.revokedAt,
      contractStatus: subscriptions.statut,
    })
    .from(certificates)
    .innerJoin(subscriptions, eq(subscriptions.id, certificates.subscriptionId))
    .where(
      and(
        eq(storedPlateKey, plateKey(plate)),
        isNull(certificates.revokedAt),
        lte(certificates.validFrom, today),
        gte(certificates.validTo, today),
      ),
    )
    .orderBy(desc(certificates.validTo));
  return candidates.find((candidate) => certificateValidity(candidate, today) === 'valid');
}

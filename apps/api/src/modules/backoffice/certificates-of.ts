import { desc, inArray, sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { certificates } from '../../db/schema';

export type TCertificateRow = typeof certificates.$inferSelect;

/**
 * Each subscription's certificate in force, or its latest one when every one is revoked (a cancelled
 * contract still shows which certificate it had), in one query.
 */
export async function certificatesOf(
  db: TDatabase | TTransaction,
  ids: readonly string[],
): Promise<Map<string, TCertificateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([certificates.subscriptionId])
    .from(certificates)
    .where(inArray(certificates.subscriptionId, [...ids]))
    .orderBy(
      certificates.subscriptionId,
      sql`${certificates.revokedAt} is null desc`,
      desc(certificates.issuedAt),
    );
  return new Map(rows.map((row) => [row.subscriptionId, row]));
}

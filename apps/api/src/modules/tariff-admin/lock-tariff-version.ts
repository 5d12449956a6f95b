import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { tariffVersions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The version about to move, locked till the transaction ends: two administrators acting on it at once
 * follow each other, and the second reads the status the first left. Unknown: a 404.
 */
export async function lockTariffVersion(tx: TTransaction, id: string) {
  const [row] = await tx.select().from(tariffVersions).where(eq(tariffVersions.id, id)).for('update');
  if (!row) throw new AppError(404, 'tariff.unknownVersion');
  return row;
}

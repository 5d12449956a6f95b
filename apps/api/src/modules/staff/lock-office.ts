import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { loadOfficesWithMailboxes } from './offices-with-mailboxes';

/**
 * The office about to change, its row locked till the transaction ends so two administrators' changes
 * follow each other and each audit line's "before" is what the change replaced. Unknown: a 404.
 */
export async function lockOffice(tx: TTransaction, officeId: number) {
  const [row] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.id, officeId))
    .for('update');
  if (!row) throw new AppError(404, 'backoffice.staff.unknownOffice', { id: officeId });
  const [office] = await loadOfficesWithMailboxes(tx, officeId);
  return office!;
}

import type { TOfficeName } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { offices } from '../../db/schema';

type TOfficeRow = typeof offices.$inferSelect;

/**
 * An office as the staff's lists name it. Read from the office's row, not from the copy step 2 kept in
 * the subscription, so a renamed office reads the same on every card.
 */
export const officeNameOf = (office: TOfficeRow): TOfficeName => ({
  intermediaire_Id: office.id,
  intermediaire_RS: office.name,
  intermediaire_RS_AR: office.nameAr ?? office.name,
});

/** The name of a subscription's office, for an answer about one item; null for a contract without one. */
export async function loadOfficeName(
  db: TDatabase | TTransaction,
  officeId: number | null,
): Promise<TOfficeName | null> {
  if (officeId === null) return null;
  const [office] = await db.select().from(offices).where(eq(offices.id, officeId));
  return office ? officeNameOf(office) : null;
}

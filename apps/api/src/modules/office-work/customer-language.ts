import { DEFAULT_LANGUAGE, type TLanguage } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { users } from '../../db/schema';
import type { TSubscriptionRow } from '../subscriptions/repository';

/**
 * The language the customer last chose: an office's decision reaches them in it, not in the clerk's
 * (the customer's own actions answer in the language of their request instead).
 */
export async function customerLanguage(tx: TTransaction, row: TSubscriptionRow): Promise<TLanguage> {
  const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, row.userId));
  return owner?.language ?? DEFAULT_LANGUAGE;
}

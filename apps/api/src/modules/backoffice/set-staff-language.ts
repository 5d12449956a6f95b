import type { TLanguage, TStaffActor, TStaffMe } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import type { TSessionUser } from '../auth/session-tokens';
import { staffMe } from './staff-me';

/**
 * PUT /backoffice/me/language: the staff member's choice of language, made in the console, kept on
 * their account (decision 056): the back office opens in it on any device, and their mails follow it.
 * A preference of their own, not an administrator's act on the staff: nothing to audit.
 */
export async function setStaffLanguage(
  db: TDatabase,
  staff: TStaffActor,
  account: Pick<TSessionUser, 'email'>,
  language: TLanguage,
): Promise<TStaffMe> {
  await db.update(users).set({ language }).where(eq(users.id, staff.userId));
  return staffMe(db, staff, { email: account.email, language });
}

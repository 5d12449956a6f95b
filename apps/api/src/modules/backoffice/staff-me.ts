import { officeFilterOf, type TStaffActor, type TStaffMe } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import type { TSessionUser } from '../auth/session-tokens';
import { loadOfficeRefs } from './office-refs';

/** GET /backoffice/me: the staff member and the offices they act for (every active one for an administrator). */
export async function staffMe(
  db: TDatabase,
  staff: TStaffActor,
  account: Pick<TSessionUser, 'email' | 'language'>,
): Promise<TStaffMe> {
  const [names] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, staff.userId));
  return {
    id: staff.userId,
    email: account.email,
    first_name: names?.firstName ?? null,
    last_name: names?.lastName ?? null,
    role: staff.role,
    language: account.language,
    offices: await loadOfficeRefs(db, officeFilterOf(staff)),
  };
}

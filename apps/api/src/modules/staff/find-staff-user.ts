import { isStaff } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';

/**
 * A staff member's account by the id in a path, locked with `lock`. A customer's id, an unknown one and
 * a malformed one are the same 404: the administrator's calls never reach a customer's account.
 */
export async function findStaffUser(db: TDatabase | TTransaction, id: string, { lock = false } = {}) {
  const query = isUuid(id) ? db.select().from(users).where(eq(users.id, id)) : undefined;
  const [user] = query ? (lock ? await query.for('update') : await query) : [];
  if (!user || !isStaff(user.role)) throw new AppError(404, 'backoffice.staff.notFound');
  return user;
}

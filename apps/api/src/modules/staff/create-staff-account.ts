import { randomBytes } from 'node:crypto';
import type { TLanguage, TStaffRole } from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { staffOffices, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../auth/password-hashing';
import { findUserByEmail, type TUserRow } from '../auth/users-repository';

export type TNewStaff = {
  email: string;
  firstName: string;
  lastName: string;
  role: TStaffRole;
  officeIds: readonly number[];
  language: TLanguage;
};

/**
 * A staff account with no usable password: its owner sets one through the invitation's link. A customer's
 * e-mail is refused (one address, one role), and an existing staff member is answered as they are.
 */
export async function createStaffAccount(db: TDatabase | TTransaction, staff: TNewStaff): Promise<TUserRow> {
  const existing = await findUserByEmail(db, staff.email);
  if (existing && existing.role === 'customer') throw new AppError(409, 'backoffice.staff.emailTaken');
  if (existing) return existing;
  // Nobody knows this password: the hash of 32 random bytes, replaced when the link is used.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const [user] = await db
    .insert(users)
    .values({
      type: 'physique',
      email: staff.email,
      firstName: staff.firstName,
      lastName: staff.lastName,
      role: staff.role,
      language: staff.language,
      passwordHash: unusable,
    })
    .returning();
  if (staff.role === 'clerk' && staff.officeIds.length > 0) {
    await db.insert(staffOffices).values(staff.officeIds.map((officeId) => ({ userId: user!.id, officeId })));
  }
  return user!;
}

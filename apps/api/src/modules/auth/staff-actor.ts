import type { TStaffActor, TStaffRole } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { staffOffices } from '../../db/schema';

/**
 * A staff member as the actor of their call, with the offices they act for. Read on every call, never
 * from the token: an administrator's change of offices or role, or a switched-off account, takes
 * effect on the next request.
 */
export async function staffActor(
  db: TDatabase | TTransaction,
  user: { id: string; role: TStaffRole },
): Promise<TStaffActor> {
  const offices = await db
    .select({ officeId: staffOffices.officeId })
    .from(staffOffices)
    .where(eq(staffOffices.userId, user.id));
  return {
    kind: 'staff',
    userId: user.id,
    role: user.role,
    officeIds: offices.map((office) => office.officeId),
  };
}

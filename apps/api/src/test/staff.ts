import type { TStaffRole } from '@bi/domain';
import { staffOffices } from '../db/schema';
import type { TTestApp } from './test-app';

/** A signed-in clerk of the given offices, or an administrator, with their bearer header. */
export async function staffMember(t: TTestApp, role: TStaffRole, officeIds: readonly number[] = []) {
  const member = await t.signedInUser({
    role,
    firstName: role === 'admin' ? 'Nadia' : 'Youssef',
    lastName: 'Staff',
  });
  if (officeIds.length > 0) {
    await t.handle.db
      .insert(staffOffices)
      .values(officeIds.map((officeId) => ({ userId: member.id, officeId })));
  }
  return member;
}

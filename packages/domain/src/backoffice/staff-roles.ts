import { z } from 'zod';

/**
 * Who signs in: a customer, an office clerk (bound to one or more management offices) or an insurer
 * administrator (every office, the staff, the audit log).
 */
export const ROLES = ['customer', 'clerk', 'admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const STAFF_ROLES = ['clerk', 'admin'] as const satisfies readonly TRole[];
export type TStaffRole = (typeof STAFF_ROLES)[number];
export const ZStaffRole = z.enum(STAFF_ROLES);

export const isStaff = (role: TRole): role is TStaffRole => role === 'clerk' || role === 'admin';

/**
 * Only a customer takes out a contract (decision 023: one address, one role): a clerk who bought one
 * under their staff account could hand it over at their own counter.
 */
export const mayTakeOutCover = (role: TRole): boolean => role === 'customer';

/** What the server knows of a staff member when judging a call. */
export type TStaffScope = { role: TStaffRole; officeIds: readonly number[] };

/** A clerk acts on the subscriptions of their own offices only; an administrator on every office's. */
export function canActOnOffice(scope: TStaffScope, officeId: number | null | undefined): boolean {
  if (scope.role === 'admin') return true;
  return officeId != null && scope.officeIds.includes(officeId);
}

/** The offices a list is narrowed to: null means every office (an administrator's view). */
export const officeFilterOf = (scope: TStaffScope): readonly number[] | null =>
  scope.role === 'admin' ? null : scope.officeIds;

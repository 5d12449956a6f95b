import { unauthorized } from './app-error';

/**
 * Who calls, read through the one getter per kind: a route behind `authenticate` gets its customer,
 * one behind `authenticateStaff` its staff member with their offices. A route that forgot its hook
 * answers 401 instead of acting for nobody (lint refuses the non-null assertion on either).
 */
export function customerOf<TUser>(request: { user: TUser | null }): TUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function staffOf<TStaff>(request: { staff: TStaff | null }): TStaff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

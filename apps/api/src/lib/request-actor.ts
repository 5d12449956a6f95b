import type { TActor, TActorKind } from '@bi/domain';
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

/**
 * The actor the route's hook built, of the kind the route acts as: what a use case takes to record
 * what it did. A route behind the wrong hook, or none, answers 401 rather than recording nobody.
 */
export function actorOf<TKind extends TActorKind>(
  request: { actor: TActor | null },
  kind: TKind,
): Extract<TActor, { kind: TKind }> {
  const actor = request.actor;
  if (actor?.kind !== kind) throw unauthorized();
  return actor as Extract<TActor, { kind: TKind }>;
}

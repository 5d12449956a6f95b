import type { TActor, TActorKind } from '@bi/domain';
import { unauthorized } from './app-error';

/**
 * The signed-in account behind `authenticate` (or `authenticateStaff`): its email, language and role.
 * A route that forgot its hook answers 401 instead of acting for nobody (lint refuses the non-null
 * assertion). What a staff member may act on is their actor's (`actorOf(request, 'staff')`).
 */
export function customerOf<TUser>(request: { user: TUser | null }): TUser {
  if (!request.user) throw unauthorized();
  return request.user;
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

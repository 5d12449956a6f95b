import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';

/** A signed-in customer whose flow holds subscription s-1, at `step`: the answer its detail call gives. */
export function flowSubscriptionAt(step: number, fields: Record<string, unknown>) {
  session.store('token-1');
  flowState.setSubscriptionId('s-1');
  return { _id: 's-1', version: 1, statut: 'simulation', current_step: step, user_info: {}, ...fields };
}

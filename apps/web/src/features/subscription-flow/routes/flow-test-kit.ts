import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { TApiCall } from '../../../test/render-screen';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';

/** A signed-in customer whose flow holds subscription s-1, at `step`: the answer its detail call gives. */
export function flowSubscriptionAt(step: number, fields: Record<string, unknown>) {
  session.store('token-1');
  flowState.setSubscriptionId('s-1');
  return { _id: 's-1', version: 1, statut: 'simulation', current_step: step, user_info: {}, ...fields };
}

/** What the tab keeps of the flow's pages. */
export const flowDrafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('bi.flow.draft.'));

/** Next tapped on `step`, once it is enabled: the step saved in one call, and the next page open. */
export async function savedOnce(
  calls: TApiCall[],
  step: number,
  nextPath = `/souscriptions/step${step + 1}`,
) {
  const next = screen.getByRole('button', { name: 'Suivant' });
  await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
  fireEvent.click(next);
  await screen.findByText(nextPath);
  const posts = calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/step${step}`));
  expect(posts).toHaveLength(1);
  return posts[0]!.body;
}

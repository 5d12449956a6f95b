import type { TSouscriptionAnswer, TStepBody, TStepNumber } from '@bi/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { formDrafts } from '../lib/form-drafts';
import { subscriptionKey } from './get-subscription';
import { useOneAtATime } from '../../../lib/one-at-a-time';

/** Saves a step of the version last read: the server refuses it (409) if another tab saved since. */
export const saveStep = <N extends TStepNumber>(
  id: string,
  step: N,
  body: TStepBody<N>,
  version: number | undefined,
) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${id}/step${step}`, {
    method: 'POST',
    body,
    headers: version === undefined ? {} : { 'if-match': `"${version}"` },
  });

/**
 * Saves one step; the answer is the subscription as the server now holds it. A conflict means what
 * this screen shows is out of date: the subscription is read again (the notice says why), so the
 * customer sees the other change before deciding. A double tap on Next saves once.
 */
export function useSaveStep<N extends TStepNumber>(id: string | undefined, step: N) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: (body: TStepBody<N>) => saveStep(id!, step, body, readVersion(queryClient, id)),
      onSuccess: (subscription) => {
        formDrafts.clearStep(step, subscription._id);
        queryClient.setQueryData(subscriptionKey(subscription._id), subscription);
      },
      onError: (error) => readAgainOnConflict(queryClient, id, error, step),
    }),
  );
}

/** The version of the subscription this screen last read, which a save must still match. */
export const readVersion = (queryClient: QueryClient, id: string | undefined) =>
  queryClient.getQueryData<TSouscriptionAnswer>(subscriptionKey(id ?? null))?.version;

/**
 * A conflict means this screen is out of date: the subscription is read again, and the page then shows
 * what the other tab saved, not this tab's draft of the `step` it saved.
 */
export function readAgainOnConflict(
  queryClient: QueryClient,
  id: string | undefined,
  error: Error,
  step?: TStepNumber,
) {
  if (!(error instanceof ApiError && error.status === 409)) return;
  if (step !== undefined) formDrafts.clearStep(step, id);
  void queryClient.invalidateQueries({ queryKey: subscriptionKey(id ?? null) });
}

import { coverPassedAtStep4, type TSouscriptionAnswer, type TStepBody } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formDrafts } from '../lib/form-drafts';
import { subscriptionKey } from './get-subscription';
import { readAgainOnConflict, readVersion, saveStep } from './save-step';
import { useOneAtATime } from '../../../lib/one-at-a-time';

type TPeriodChoice = { period: TStepBody<4>; trailer: boolean };
export type TPeriodSaved = { subscription: TSouscriptionAnswer; coverSaved: boolean };

/**
 * Step 4 saved with the trailer asked beside the dates: where step 5 leaves nothing to choose, the
 * server saves its one cover in the same call (decision 049) and the answer says so; the form, keyed
 * by version, is written to the cache once, and stays busy until the server has answered.
 */
export function useSavePeriod(id: string) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async ({ period, trailer }: TPeriodChoice): Promise<TPeriodSaved> => {
        const before = queryClient.getQueryData<TSouscriptionAnswer>(subscriptionKey(id));
        const saved = await saveStep(id, 4, { ...period, remorque: trailer }, readVersion(queryClient, id));
        return { subscription: saved, coverSaved: coverPassedAtStep4(before, saved) };
      },
      onSuccess: ({ subscription }) => {
        formDrafts.clearStep(4, id);
        queryClient.setQueryData(subscriptionKey(id), subscription);
      },
      onError: (error) => readAgainOnConflict(queryClient, id, error, 4),
    }),
  );
}

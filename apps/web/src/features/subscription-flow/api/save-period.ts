import { coverWithoutChoice, type TSouscriptionAnswer, type TStepBody } from '@bi/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offersQuery } from './get-offers';
import { subscriptionKey } from './get-subscription';
import { readAgainOnConflict, readVersion, saveStep } from './save-step';
import { useOneAtATime } from '../../../lib/one-at-a-time';

type TPeriodChoice = { period: TStepBody<4>; trailer: boolean };
export type TPeriodSaved = { subscription: TSouscriptionAnswer; coverSaved: boolean };

/**
 * Where step 5 leaves nothing to choose (decision 031), its one cover saved with the trailer asked at
 * step 4, or null. Anything that fails here leaves step 5 to the customer, who sees the offers, the
 * failure and a way forward there.
 */
async function saveCoverWithoutChoice(
  queryClient: QueryClient,
  subscription: TSouscriptionAnswer,
  trailer: boolean,
): Promise<TSouscriptionAnswer | null> {
  try {
    const offers = await queryClient.fetchQuery(offersQuery(subscription._id, subscription.version));
    const cover = coverWithoutChoice(offers, trailer);
    return cover && (await saveStep(subscription._id, 5, cover, subscription.version));
  } catch {
    return null;
  }
}

/**
 * Step 4 saved, then the cover where there is nothing to choose, in one mutation: the subscription is
 * written to the cache once, at the end, so the form (keyed by version) is not started again halfway
 * and stays busy until both are saved.
 */
export function useSavePeriod(id: string) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: async ({ period, trailer }: TPeriodChoice): Promise<TPeriodSaved> => {
        const saved = await saveStep(id, 4, period, readVersion(queryClient, id));
        const withCover = await saveCoverWithoutChoice(queryClient, saved, trailer);
        return { subscription: withCover ?? saved, coverSaved: withCover !== null };
      },
      onSuccess: ({ subscription }) => queryClient.setQueryData(subscriptionKey(id), subscription),
      onError: (error) => readAgainOnConflict(queryClient, id, error),
    }),
  );
}

import { coverWithoutChoice, type TSouscriptionAnswer } from '@bi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { offersQuery } from './get-offers';
import { subscriptionKey } from './get-subscription';
import { saveStep } from './save-step';

/**
 * After step 4: where step 5 leaves nothing to choose (decision 031), its one cover is saved with the
 * trailer asked at step 4, and the answer says step 5 was passed. Anything that fails here leaves
 * step 5 to the customer, who sees the offers, the failure and a way forward there.
 */
export function useSaveCoverWithoutChoice() {
  const queryClient = useQueryClient();
  return async (subscription: TSouscriptionAnswer, trailer: boolean): Promise<boolean> => {
    try {
      const offers = await queryClient.fetchQuery(offersQuery(subscription._id, subscription.version));
      const cover = coverWithoutChoice(offers, trailer);
      if (!cover) return false;
      const saved = await saveStep(subscription._id, 5, cover, subscription.version);
      queryClient.setQueryData(subscriptionKey(saved._id), saved);
      return true;
    } catch {
      return false;
    }
  };
}

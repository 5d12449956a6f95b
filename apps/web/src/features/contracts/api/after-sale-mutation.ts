import type { TSouscriptionAnswer } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { contractKey } from './get-contract';
import { CONTRACTS_KEY, type TContractPages } from './get-contracts';

/** The version the card was read at: the server refuses the action (409) if it changed since. */
export const ifMatch = (subscription: Pick<TSouscriptionAnswer, 'version'>) => ({
  'if-match': `"${subscription.version}"`,
});

/** The list with one subscription replaced by the server's answer, in place. */
export const withContract = (pages: TContractPages | undefined, answer: TSouscriptionAnswer) =>
  pages && {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      value: page.value.map((subscription) => (subscription._id === answer._id ? answer : subscription)),
    })),
  };

/** The success notice of an action, made from its answer and what was sent. */
export type TAnnounce<TVariables> = (answer: TSouscriptionAnswer, variables: TVariables) => string;

/**
 * An action on a contract card. Its answer replaces the card at once (`replacesCard`), and the contract
 * read on its own if a mail's link opened it; then every subscription read is refreshed, the flow's
 * included. A 409 (the card was stale, or the rules no longer allow the action) also refreshes the
 * list, so the card shows what may be done now. A second tap while a call is under way is dropped.
 * `announce`: told here rather than by the dialog, because a dialog closed by Back while its call was
 * under way is gone when the answer comes, and its own callbacks with it.
 */
export function useAfterSaleMutation<TVariables>(
  call: (variables: TVariables) => Promise<TSouscriptionAnswer>,
  { replacesCard, announce }: { replacesCard: boolean; announce?: TAnnounce<TVariables> },
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (answer, variables) => {
      if (announce) notify('success', announce(answer, variables));
      if (!replacesCard) return;
      queryClient.setQueryData<TContractPages>(CONTRACTS_KEY, (pages) => withContract(pages, answer));
      queryClient.setQueryData<TSouscriptionAnswer>(contractKey(answer._id), (read) => read && answer);
    },
    onSettled: (_answer, error) => {
      if (!error || (error instanceof ApiError && error.status === 409))
        void queryClient.invalidateQueries({ queryKey: ['souscriptions'] });
    },
  });
  return useOneAtATime(mutation);
}

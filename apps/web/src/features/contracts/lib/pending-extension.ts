import { isEditable, type TSouscriptionAnswer } from '@bi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CONTRACTS_KEY, contractsOf, type TContractPages } from '../api/get-contracts';

/**
 * The extension of this contract the customer has started and not paid yet, as the list already read
 * shows it (an extension is newer than what it extends, so it is on a page already loaded). Read from
 * the list's cache: a dialog opening must not read the list again. The server keeps one such extension
 * per contract and answers it again to a second Extend.
 */
export function usePendingExtension(subscription: TSouscriptionAnswer): TSouscriptionAnswer | undefined {
  const listed = useQueryClient().getQueryData<TContractPages>(CONTRACTS_KEY);
  if (!listed) return undefined;
  return contractsOf(listed).find(
    (contract) => contract.extended_from === subscription._id && isEditable(contract.statut),
  );
}

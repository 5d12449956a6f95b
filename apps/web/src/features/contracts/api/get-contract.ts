import type { TSouscriptionAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under ['souscriptions', …] too: an action's refresh of every subscription read reaches it. */
export const contractKey = (id: string) => ['souscriptions', 'contract', id] as const;

export const getContract = (id: string) => apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${id}`);

/** One subscription read on its own: the one a mail's link names when it is not on the list's first page. */
export const useContract = (id: string, { enabled }: { enabled: boolean }) =>
  useQuery({ queryKey: contractKey(id), queryFn: () => getContract(id), enabled, retry: false });

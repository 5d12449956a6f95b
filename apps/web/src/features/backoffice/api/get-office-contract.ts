import type { TBackofficeContract } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const officeContractKey = (id: string) => ['backoffice', 'contract', id] as const;

export const getOfficeContract = (id: string) =>
  apiRequest<TBackofficeContract>(`/backoffice/souscriptions/${encodeURIComponent(id)}`);

/** One contract as the office sees it: every piece of data, the documents and their checks. */
export const useOfficeContract = (id: string) =>
  useQuery({ queryKey: officeContractKey(id), queryFn: () => getOfficeContract(id) });

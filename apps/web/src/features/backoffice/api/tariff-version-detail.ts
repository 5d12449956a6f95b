import type { TTariffVersionDetail } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { TARIFFS_KEY } from './tariff-version-list';

export const tariffVersionKey = (id: string) => [...TARIFFS_KEY, id] as const;

/** One version's rates and its preview beside the version in force. */
export const useTariffVersion = (id: string) =>
  useQuery({
    queryKey: tariffVersionKey(id),
    queryFn: () => apiRequest<TTariffVersionDetail>(`/backoffice/tarifs/${encodeURIComponent(id)}`),
    retry: false,
  });

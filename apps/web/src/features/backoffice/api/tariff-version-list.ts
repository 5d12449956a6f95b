import type { TTariffVersionList } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every version's key sits under this one, so a move marks them all stale. */
export const TARIFFS_KEY = ['backoffice', 'tariffs'] as const;

/** Every tariff version, the newest first, with today and the first effective date allowed (administrators). */
export const useTariffVersions = () =>
  useQuery({
    queryKey: TARIFFS_KEY,
    queryFn: () => apiRequest<TTariffVersionList>('/backoffice/tarifs'),
    retry: false,
  });

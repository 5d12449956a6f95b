import type { TTariffVersionDetail } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { refreshAfterConflict } from './admin-query';
import { keepTariffAnswer } from './tariff-answer';
import { tariffVersionKey } from './tariff-version-detail';

/**
 * A move without words of the version's: its author submits or discards it, a second administrator
 * approves it. A 409 (someone acted first) reads the version again.
 */
export function useTariffMove(id: string, verb: 'submit' | 'discard' | 'approve') {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: () =>
        apiRequest<TTariffVersionDetail>(`/backoffice/tarifs/${encodeURIComponent(id)}/${verb}`, {
          method: 'POST',
          body: {},
        }),
      onSuccess: (moved) => keepTariffAnswer(queryClient, moved),
      onError: (error) => refreshAfterConflict(queryClient, tariffVersionKey(id), error),
    }),
  );
}

import type { TRejectTariffBody, TTariffVersionDetail } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { refreshAfterConflict } from './admin-query';
import { keepTariffAnswer } from './tariff-answer';
import { tariffVersionKey } from './tariff-version-detail';

/** A second administrator's refusal, with the reason its author reads. */
export function useRejectTariffVersion(id: string) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: (body: TRejectTariffBody) =>
        apiRequest<TTariffVersionDetail>(`/backoffice/tarifs/${encodeURIComponent(id)}/reject`, {
          method: 'POST',
          body,
        }),
      onSuccess: (rejected) => keepTariffAnswer(queryClient, rejected),
      onError: (error) => refreshAfterConflict(queryClient, tariffVersionKey(id), error),
    }),
  );
}

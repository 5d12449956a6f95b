import type { TTariffVersionDetail } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { keepTariffAnswer } from './tariff-answer';

/** A new draft copied from the version in force; the caller is its author. */
export function useCreateTariffDraft() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: () => apiRequest<TTariffVersionDetail>('/backoffice/tarifs', { method: 'POST', body: {} }),
      onSuccess: (draft) => keepTariffAnswer(queryClient, draft),
    }),
  );
}

import type { TTariffVersionDetail, TUpdateTariffDraftBody } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { keepTariffAnswer } from './tariff-answer';

/** The author's figures and effective date; the answer carries the new preview. */
export function useSaveTariffDraft(id: string) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: (body: TUpdateTariffDraftBody) =>
        apiRequest<TTariffVersionDetail>(`/backoffice/tarifs/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body,
        }),
      onSuccess: (saved) => keepTariffAnswer(queryClient, saved),
    }),
  );
}

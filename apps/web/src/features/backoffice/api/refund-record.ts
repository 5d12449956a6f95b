import type { TRefundItem } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterConflict, replaceInLists } from './admin-query';
import { REFUNDS_KEY } from './refund-list';
import { useOneAtATime } from '../../../lib/one-at-a-time';

type TRecord = { id: string; reference: string };

export const recordRefund = ({ id, reference }: TRecord) =>
  apiRequest<TRefundItem>(`/backoffice/refunds/${encodeURIComponent(id)}/refunded`, {
    method: 'POST',
    body: { reference: reference.trim() },
  });

/** Recorded once with the bank's reference; the customer's card and mail then say refunded. */
export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: recordRefund,
      onSuccess: (item) => replaceInLists(queryClient, REFUNDS_KEY, item, (a, b) => a._id === b._id),
      onError: (error) => refreshAfterConflict(queryClient, REFUNDS_KEY, error),
    }),
  );
}

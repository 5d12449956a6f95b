import type { TSigningRequestAnswer } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signingRequestKey } from '../../../api/get-signing-request';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const sendSigningCode = (demande: string) =>
  apiRequest<{ ok: true; message: string; resend_in: number }>(
    `/signature/requests/${encodeURIComponent(demande)}/code`,
    { method: 'POST', body: {} },
  );

/**
 * Sends the signing code by SMS to the subscription's verified phone. `onWait` gets the seconds before
 * the next code may be asked: from the answer, or, refused as too soon (429), from the request read
 * again (its `resend_in` says how long the wait really is).
 */
export function useSendSigningCode(demande: string, onWait: (seconds: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendSigningCode(demande),
    onSuccess: (answer) => onWait(answer.resend_in),
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.status !== 429) return;
      await queryClient.invalidateQueries({ queryKey: signingRequestKey(demande) });
      const fresh = queryClient.getQueryData<TSigningRequestAnswer>(signingRequestKey(demande));
      if (fresh) onWait(fresh.resend_in);
    },
  });
}

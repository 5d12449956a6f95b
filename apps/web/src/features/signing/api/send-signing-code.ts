import type { TSigningCodeAnswer, TSigningRequestAnswer } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signingRequestKey } from '../../../api/get-signing-request';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** `resend`: the signer asked for a new code; without it (the page opening) a live code is kept. */
export const sendSigningCode = (demande: string, resend: boolean) =>
  apiRequest<TSigningCodeAnswer>(`/signature/requests/${encodeURIComponent(demande)}/code`, {
    method: 'POST',
    body: { resend },
  });

/**
 * Sends the signing code by SMS to the subscription's verified phone, or keeps the one still alive.
 * `onWait` gets the seconds before the next code may be asked: from the answer, or, refused as too
 * soon (429), from the request read again (its `resend_in` says how long the wait really is). Either
 * answer means a code is alive now: the request kept in cache says so until a refusal reads it again.
 */
export function useSendSigningCode(demande: string, onWait: (seconds: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resend: boolean) => sendSigningCode(demande, resend),
    onSuccess: (answer) => {
      queryClient.setQueryData<TSigningRequestAnswer>(
        signingRequestKey(demande),
        (request) => request && { ...request, code_alive: true },
      );
      onWait(answer.resend_in);
    },
    onError: async (error) => {
      if (!(error instanceof ApiError) || error.status !== 429) return;
      await queryClient.invalidateQueries({ queryKey: signingRequestKey(demande) });
      const fresh = queryClient.getQueryData<TSigningRequestAnswer>(signingRequestKey(demande));
      if (fresh) onWait(fresh.resend_in);
    },
  });
}

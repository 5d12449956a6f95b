import type { TSignBody, TSigningRequestAnswer } from '@bi/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';

export const signContract = (demande: string, body: TSignBody) =>
  apiRequest<TSigningRequestAnswer>(`/signature/requests/${encodeURIComponent(demande)}/sign`, {
    method: 'POST',
    body,
  });

/** Signs with the SMS code; a wrong code is refused on `code` (422) and changes nothing. */
export const useSignContract = (demande: string) =>
  useOneAtATime(useMutation({ mutationFn: (code: string) => signContract(demande, { code }) }));

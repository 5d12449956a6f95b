import type { TSigningRequestAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const signingRequestKey = (demande: string) => ['signature-requests', demande] as const;

/** Public: the request's id is the key (no bearer), so the signer need not be signed in. */
export const getSigningRequest = (demande: string) =>
  apiRequest<TSigningRequestAnswer>(`/signature/requests/${encodeURIComponent(demande)}`);

/**
 * A signature request as its signing page shows it. Shared by the signing page and the signature
 * status page, which finds the subscription a returning signer's `demande` belongs to.
 */
export const useSigningRequest = (demande: string | null) =>
  useQuery({
    queryKey: signingRequestKey(demande ?? ''),
    queryFn: () => getSigningRequest(demande!),
    enabled: demande !== null,
    retry: false,
  });

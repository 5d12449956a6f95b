import type { TVerificationAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getVerification = (code: string) =>
  apiRequest<TVerificationAnswer>(`/verification/${encodeURIComponent(code)}`);

/** Public: what a certificate's QR code leads to. Judged on the day, so never kept from an earlier visit. */
export const useVerification = (code: string) =>
  useQuery({
    queryKey: ['verification', code],
    queryFn: () => getVerification(code),
    retry: false,
    staleTime: 0,
  });

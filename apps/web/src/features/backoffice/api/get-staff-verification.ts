import type { TStaffVerificationAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getStaffVerification = (code: string) =>
  apiRequest<TStaffVerificationAnswer>(`/backoffice/verification/${encodeURIComponent(code)}`);

/** A scanned or typed certificate code, checked with what a counter needs to check identity. */
export const useStaffVerification = (code: string | null) =>
  useQuery({
    queryKey: ['backoffice', 'verification', code],
    queryFn: () => getStaffVerification(code ?? ''),
    enabled: Boolean(code),
    retry: false,
  });

import type { TLanguage, TStaffMe } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_ME_KEY } from './get-staff-me';

export const setStaffLanguage = (language: TLanguage) =>
  apiRequest<TStaffMe>('/backoffice/me/language', { method: 'PUT', body: { language } });

/** The member's choice of language, kept on their account; the answer is who they now are. */
export function useSetStaffLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffLanguage,
    onSuccess: (me) => queryClient.setQueryData(STAFF_ME_KEY, me),
  });
}

import type { TUserAnswer } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';

export const changePhone = (body: { phone: string; country_code: string; sms_code: string }) =>
  apiRequest<TUserAnswer>('/users/me/phone', { method: 'PUT', body });

export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

import type { TResetPasswordAnswer } from '@bi/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type TResetBody = { token: string; newPassword: string; verifyPassword: string };

export const resetPassword = (body: TResetBody) =>
  apiRequest<TResetPasswordAnswer>('/auth/users/reset', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

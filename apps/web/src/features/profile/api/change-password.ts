import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type TChangeBody = { currentPassword: string; newPassword: string; verifyPassword: string };

export const changePassword = (body: TChangeBody) =>
  apiRequest<{ ok: true; message: string }>('/auth/users/password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

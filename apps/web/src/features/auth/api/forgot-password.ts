import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const forgotPassword = (username: string) =>
  apiRequest<{ ok: true; message: string }>('/auth/users/forgot', { method: 'POST', body: { username } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendPhoneCode = (body: { phone: string; country_code: string }) =>
  apiRequest<{ ok: true; message: string; resend_in: number }>('/users/me/phone', { method: 'POST', body });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

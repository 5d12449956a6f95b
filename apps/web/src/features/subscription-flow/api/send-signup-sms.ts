import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendSignupSms = (body: { phone: string; country_code: string }) =>
  apiRequest<{ ok: true; message: string; resend_in: number }>('/auth/users/resend', {
    method: 'POST',
    body,
  });

export const useSendSignupSms = () => useMutation({ mutationFn: sendSignupSms });

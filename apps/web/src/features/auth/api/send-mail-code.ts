import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TCodeSent = { ok: true; message: string; resend_in: number };

export const sendMailCode = (email: string) =>
  apiRequest<TCodeSent>('/auth/users/verify-email', { method: 'POST', body: { email } });

export const useSendMailCode = () => useMutation({ mutationFn: sendMailCode });

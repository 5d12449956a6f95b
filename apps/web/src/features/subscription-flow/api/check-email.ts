import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** true: an account exists (go to /password); false: none (go to /create). Other failures throw. */
export async function checkEmail(email: string): Promise<boolean> {
  try {
    await apiRequest<{ ok: boolean }>('/auth/users/check', { method: 'POST', body: { email } });
    return true;
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 404) return false;
    throw error;
  }
}

export const useCheckEmail = () => useMutation({ mutationFn: checkEmail });

import type { TStandaloneSignupRequest, TUserAnswer } from '@bi/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type TSignUpAnswer = { ok: true; message: string; user: TUserAnswer };

export const signUp = (body: TStandaloneSignupRequest) =>
  apiRequest<TSignUpAnswer>('/auth/users/signup', { method: 'POST', body });

/** Errors are shown inline on this screen (spec §8), not only as a notice. */
export const useSignUp = () => useMutation({ mutationFn: signUp });

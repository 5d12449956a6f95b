import type { TAuthorityKey, TCreatedAuthorityKey } from '@bi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { replaceInLists } from './admin-query';

export const AUTHORITY_KEYS_KEY = ['backoffice', 'authority-keys'] as const;

type TKeyList = { value: TAuthorityKey[] };
export type TNewAuthorityKey = {
  authority: string;
  per_minute: number;
  per_hour: number;
  expires_on?: string;
};
export type TKeyBudgets = { id: string; per_minute: number; per_hour: number };

/** The authorities' keys, newest first (an administrator's call). */
export const useAuthorityKeys = () =>
  useQuery({
    queryKey: AUTHORITY_KEYS_KEY,
    queryFn: () => apiRequest<TKeyList>('/backoffice/authority-keys'),
    retry: false,
  });

/** Creates a key: the answer holds the key itself, which only this answer ever carries. */
export function useCreateAuthorityKey() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: (body: TNewAuthorityKey) =>
        apiRequest<TCreatedAuthorityKey>('/backoffice/authority-keys', { method: 'POST', body }),
      onSuccess: ({ key: _shownOnce, ...created }) => {
        queryClient.setQueryData<TKeyList>(
          AUTHORITY_KEYS_KEY,
          (list) => list && { value: [created, ...list.value] },
        );
        void queryClient.invalidateQueries({ queryKey: AUTHORITY_KEYS_KEY, refetchType: 'none' });
      },
    }),
  );
}

/** Revokes a key for good; the card shows it revoked at once. */
export function useRevokeAuthorityKey() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: (id: string) =>
        apiRequest<TAuthorityKey>(`/backoffice/authority-keys/${encodeURIComponent(id)}/revoke`, {
          method: 'POST',
          body: {},
        }),
      onSuccess: (revoked) =>
        replaceInLists(queryClient, AUTHORITY_KEYS_KEY, revoked, (a, b) => a.id === b.id),
    }),
  );
}

/** Sets a key's budgets; the card shows them at once. */
export function useSetAuthorityKeyBudgets() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: ({ id, ...body }: TKeyBudgets) =>
        apiRequest<TAuthorityKey>(`/backoffice/authority-keys/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body,
        }),
      onSuccess: (changed) =>
        replaceInLists(queryClient, AUTHORITY_KEYS_KEY, changed, (a, b) => a.id === b.id),
    }),
  );
}

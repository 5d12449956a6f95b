import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replaceInLists } from './admin-query';
import { OFFICES_KEY, type TOfficeWithMailboxes } from './office-list';
import { useOneAtATime } from '../../../lib/one-at-a-time';

type TSetEmails = { id: number; emails: string[] };

export const updateOfficeEmails = ({ id, emails }: TSetEmails) =>
  apiRequest<TOfficeWithMailboxes>(`/backoffice/offices/${id}/emails`, { method: 'PUT', body: { emails } });

/** Replaces the office's whole set of mailboxes (up to 10), which then learn of its work. */
export function useUpdateOfficeEmails() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: updateOfficeEmails,
      onSuccess: (office) =>
        replaceInLists(queryClient, OFFICES_KEY, office, (a, b) => a.intermediaire_Id === b.intermediaire_Id),
    }),
  );
}

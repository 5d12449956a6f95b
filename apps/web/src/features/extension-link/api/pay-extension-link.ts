import type { TExtensionPayAnswer, TStep2 } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { extensionLinkReturn, type TExtensionLinkHeld } from '../../../lib/extension-link-return';
import { leavePage } from '../../../lib/leave-page';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { extensionLinkKey } from './open-extension-link';

/**
 * Confirm and pay: the office chosen instead of a closed one saved, the period chosen instead of a
 * switched-off one priced, the quote confirmed, then the browser
 * leaves for the card page. The link is kept in the tab, so that the gateway's return finds its way back
 * here. A choice refused (an office closed or a period switched off since the page was read, 422) reads
 * the link again, so that the lists offer what is left and the refused choice is no longer ticked.
 */
export function usePayExtensionLink(link: TExtensionLinkHeld) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: (choice: { office?: TStep2; periode_Id?: number }) =>
        apiRequest<TExtensionPayAnswer>(`/extension-links/${encodeURIComponent(link.id)}/pay`, {
          method: 'POST',
          body: { token: link.token, ...choice },
        }),
      onSuccess: ({ url }) => {
        extensionLinkReturn.store(link);
        leavePage(url);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422)
          void queryClient.invalidateQueries({ queryKey: extensionLinkKey(link.id) });
      },
    }),
  );
}

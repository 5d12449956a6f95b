import type { TExtensionPayAnswer, TStep2 } from '@bi/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { extensionLinkReturn, type TExtensionLinkHeld } from '../../../lib/extension-link-return';
import { leavePage } from '../../../lib/leave-page';
import { useOneAtATime } from '../../../lib/one-at-a-time';

/**
 * Confirm and pay: the office chosen instead of a closed one saved, the period chosen instead of a
 * switched-off one priced, the quote confirmed, then the browser
 * leaves for the card page. The link is kept in the tab, so that the gateway's return finds its way back
 * here.
 */
export function usePayExtensionLink(link: TExtensionLinkHeld) {
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
    }),
  );
}

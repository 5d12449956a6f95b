import type { TExtensionPayAnswer, TStep2 } from '@bi/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { extensionLinkReturn, type TExtensionLinkHeld } from '../../../lib/extension-link-return';
import { leavePage } from '../../../lib/leave-page';
import { useOneAtATime } from '../../../lib/one-at-a-time';

/**
 * Confirm and pay: the office chosen instead of a closed one saved, the quote confirmed, then the browser
 * leaves for the card page. The link is kept in the tab, so that the gateway's return finds its way back
 * here.
 */
export function usePayExtensionLink(link: TExtensionLinkHeld) {
  return useOneAtATime(
    useMutation({
      mutationFn: (office?: TStep2) =>
        apiRequest<TExtensionPayAnswer>(`/extension-links/${encodeURIComponent(link.id)}/pay`, {
          method: 'POST',
          body: { token: link.token, office },
        }),
      onSuccess: ({ url }) => {
        extensionLinkReturn.store(link);
        leavePage(url);
      },
    }),
  );
}

import type { TExtensionLinkAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TExtensionLinkHeld } from '../../../lib/extension-link-return';

export const extensionLinkKey = (id: string) => ['extension-link', id] as const;

/** How often a paid extension is asked again while its contract is being sealed for signature. */
const WAITING_FOR_SIGNATURE_MS = 2_000;

/**
 * The extension the link opens (made, or taken up), public: the token is the key. Asked again every
 * two seconds once paid, until its signing page exists.
 */
export const useExtensionLink = (link: TExtensionLinkHeld) =>
  useQuery({
    queryKey: extensionLinkKey(link.id),
    queryFn: () =>
      apiRequest<TExtensionLinkAnswer>(`/extension-links/${encodeURIComponent(link.id)}`, {
        method: 'POST',
        body: { token: link.token },
      }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.extension.statut === 'paid' && !query.state.data.signing_url
        ? WAITING_FOR_SIGNATURE_MS
        : false,
  });

import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { extensionLinkPath, extensionLinkReturn } from '../../../lib/extension-link-return';
import { session } from '../../../lib/session';

/**
 * The gateway brings the browser back to the flow's signature or refusal page. A phone that paid an
 * extension from the reminder's link without signing in (decision 039) cannot show them: it goes back
 * to the link's own page, which leads on to the signature, or offers to pay again after a refusal.
 */
export function ExtensionLinkReturnGate({
  children,
  refused = false,
}: {
  children: ReactNode;
  /** The gateway refused the card: the link's page says so. */
  refused?: boolean;
}) {
  const held = extensionLinkReturn.get();
  if (held && !session.token())
    return <Navigate to={extensionLinkPath(held, refused ? '&refused=1' : '')} replace />;
  return children;
}

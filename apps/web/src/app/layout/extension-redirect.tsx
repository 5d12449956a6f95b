import type { TSouscriptionAnswer } from '@bi/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/get-current-user';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { flowState } from '../../lib/flow-state';
import { notify } from '../../lib/notifications';
import { extensionLinkPath } from '../../lib/extension-link-return';
import { pendingExtension } from '../../lib/pending-extension';
import { keepForSignIn } from '../../lib/sign-in-target';
import { useAddressId } from './use-address-id';

/**
 * The reminder's link, `/?extend=<id>&t=<token>` (decisions 027, 039). Signed in, the contract's
 * extension is made (or the one under way taken up), already filled by the server, and opens where it
 * waits: its quote. Signed out, the link's token opens the extension's own page, which needs no
 * sign-in; a link without one (sent before) stores the id and opens sign-in, which leads back here.
 */
function ExtensionFromAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const id = location.pathname === '/' ? query.get('extend') : null;
  // The reminder's one-purpose token (decision 039): signed out, its own page needs no sign-in.
  const token = query.get('t');
  const act = useCallback(
    (held: string, signedIn: boolean) => {
      if (!signedIn && token) {
        navigate(extensionLinkPath({ id: held, token }), { replace: true });
        return;
      }
      if (!signedIn) {
        keepForSignIn('extension', held);
        navigate('/auth/signin', { replace: true });
        return;
      }
      pendingExtension.clear();
      apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${encodeURIComponent(held)}/extend`, {
        method: 'POST',
      })
        .then(async (extension) => {
          // The flow's paths come with the step rules (zod): loaded here, not on the landing's first visit.
          const { resumePath } = await import('../../lib/flow-paths');
          flowState.setSubscriptionId(extension._id);
          navigate(resumePath(extension), { replace: true });
        })
        .catch((error: unknown) => {
          notify('error', errorMessage(error), {
            forNextPage: true,
          });
          navigate('/', { replace: true });
        });
    },
    [navigate, token],
  );
  useAddressId(id, act);
  return null;
}

/** Signed in after the link sent the customer to sign-in, the same address is acted on anew. */
export function ExtensionRedirect() {
  const { user } = useCurrentUser();
  return <ExtensionFromAddress key={user ? 'signed-in' : 'signed-out'} />;
}

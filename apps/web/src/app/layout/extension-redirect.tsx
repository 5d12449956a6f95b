import type { TSouscriptionAnswer } from '@bi/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/get-current-user';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { flowState } from '../../lib/flow-state';
import { notify } from '../../lib/notifications';
import { pendingExtension } from '../../lib/pending-extension';
import { useAddressId } from './use-address-id';

/**
 * The reminder's link, `/?extend=<id>` (decision 027). Signed in, the contract's extension is made (or
 * the one under way taken up), already filled by the server, and opens where it waits: its quote.
 * Signed out, the id is stored and sign-in opens, which then leads back here (`afterSignInPath`).
 */
function ExtensionFromAddress() {
  const { t } = useTranslation(['common', 'errors']);
  const location = useLocation();
  const navigate = useNavigate();
  const id = location.pathname === '/' ? new URLSearchParams(location.search).get('extend') : null;
  const act = useCallback(
    (held: string, signedIn: boolean) => {
      if (!signedIn) {
        pendingExtension.store(held);
        notify('info', t('auth.signin.toExtend'), { forNextPage: true });
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
    [navigate, t],
  );
  useAddressId(id, act);
  return null;
}

/** Signed in after the link sent the customer to sign-in, the same address is acted on anew. */
export function ExtensionRedirect() {
  const { user } = useCurrentUser();
  return <ExtensionFromAddress key={user ? 'signed-in' : 'signed-out'} />;
}

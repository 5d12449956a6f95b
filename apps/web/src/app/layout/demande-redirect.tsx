import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/get-current-user';
import { notify } from '../../lib/notifications';
import { flowPath } from '../../lib/flow-pages';
import { pendingDemande } from '../../lib/pending-demande';

/**
 * Spec §2: an address carrying `?demande=…` (where the signing page sends the signer back) is cleared
 * to the root, the request identifier is stored, and a connected user goes on to the signature status.
 * A signer who is not connected signs in first; sign-in then leads there (`afterSignInPath`). The id
 * is held until it is known whether the user is connected: a session found expired on the way clears
 * the device and opens /auth, and the id must outlive that.
 */
export function DemandeRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const waiting = useRef<string | null>(null);
  // An effect may run twice for one address (React's strict mode): the second must not navigate again.
  const handled = useRef<string | null>(null);
  const demande = new URLSearchParams(location.search).get('demande');
  useEffect(() => {
    if (demande && demande !== handled.current) waiting.current = handled.current = demande;
    if (!waiting.current || isLoading) return;
    pendingDemande.store(waiting.current);
    waiting.current = null;
    navigate('/', { replace: true });
    if (user) return void navigate(flowPath('signature'));
    notify('info', t('flow.signature.signInFirst'));
    navigate('/auth/signin');
  }, [demande, user, isLoading, navigate, t]);
  return null;
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/notifications';
import { flowPath } from '../../lib/flow-pages';
import { pendingDemande } from '../../lib/pending-demande';
import { useAddressId } from './use-address-id';

/**
 * Spec §2: an address carrying `?demande=…` (where the signing page sends the signer back) is cleared
 * to the root, the request identifier is stored, and a connected user goes on to the signature status.
 * A signer who is not connected signs in first; sign-in then leads there (`afterSignInPath`).
 */
export function DemandeRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const demande = new URLSearchParams(location.search).get('demande');
  const act = useCallback(
    (id: string, signedIn: boolean) => {
      pendingDemande.store(id);
      navigate('/', { replace: true });
      if (signedIn) return void navigate(flowPath('signature'));
      notify('info', t('flow.signature.signInFirst'));
      navigate('/auth/signin');
    },
    [navigate, t],
  );
  useAddressId(demande, act);
  return null;
}

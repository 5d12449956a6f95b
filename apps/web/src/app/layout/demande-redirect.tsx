import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { flowPath } from '../../lib/flow-pages';
import { pendingDemande } from '../../lib/pending-demande';
import { useAddressId } from './use-address-id';

/**
 * Spec §2: an address carrying `?demande=…` (the signing page's return address, in links sent before)
 * is cleared to the root, the request identifier is stored, and a connected user goes on to the
 * signature status. A signer who is not connected goes to the request's own page instead, which needs
 * no session and shows the confirmation with both documents once signed (decision 026): a sign-in page
 * would hide that the signature worked.
 */
export function DemandeRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const demande = new URLSearchParams(location.search).get('demande');
  const act = useCallback(
    (id: string, signedIn: boolean) => {
      if (!signedIn) return void navigate(`/signer/${encodeURIComponent(id)}`, { replace: true });
      pendingDemande.store(id);
      navigate('/', { replace: true });
      navigate(flowPath('signature'));
    },
    [navigate],
  );
  useAddressId(demande, act);
  return null;
}

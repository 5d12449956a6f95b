import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepForSignIn } from '../../lib/sign-in-target';
import { useAddressId } from './use-address-id';

/**
 * A mail's link to one contract, `/?detail=<id>`, followed signed out: the id is stored and sign-in
 * opens, which then leads back to it (`afterSignInPath`). Signed in, My contracts opens it itself.
 */
export function DetailRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const detail = location.pathname === '/' ? new URLSearchParams(location.search).get('detail') : null;
  const act = useCallback(
    (id: string, signedIn: boolean) => {
      if (signedIn) return;
      keepForSignIn('detail', id);
      navigate('/auth/signin', { replace: true });
    },
    [navigate],
  );
  useAddressId(detail, act);
  return null;
}

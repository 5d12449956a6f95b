import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/notifications';
import { pendingDetail } from '../../lib/pending-detail';
import { useAddressId } from './use-address-id';

/**
 * A mail's link to one contract, `/?detail=<id>`, followed signed out: the id is stored and sign-in
 * opens, which then leads back to it (`afterSignInPath`). Signed in, My contracts opens it itself.
 */
export function DetailRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const detail = location.pathname === '/' ? new URLSearchParams(location.search).get('detail') : null;
  const act = useCallback(
    (id: string, signedIn: boolean) => {
      if (signedIn) return;
      pendingDetail.store(id);
      notify('info', t('auth.signin.toSeeContract'), { forNextPage: true });
      navigate('/auth/signin', { replace: true });
    },
    [navigate, t],
  );
  useAddressId(detail, act);
  return null;
}

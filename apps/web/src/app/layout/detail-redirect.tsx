import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/get-current-user';
import { notify } from '../../lib/notifications';
import { pendingDetail } from '../../lib/pending-detail';

/**
 * A mail's link to one contract, `/?detail=<id>`, followed signed out: the id is stored and sign-in
 * opens, which then leads back to it (`afterSignInPath`). Signed in, My contracts opens it itself. As
 * with `DemandeRedirect`, the id is held until it is known whether the user is connected: a session
 * found expired on the way clears the device, and the id must outlive that.
 */
export function DetailRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const waiting = useRef<string | null>(null);
  // An effect may run twice for one address (React's strict mode): the second must not navigate again.
  const handled = useRef<string | null>(null);
  const detail = location.pathname === '/' ? new URLSearchParams(location.search).get('detail') : null;
  useEffect(() => {
    if (detail && detail !== handled.current) waiting.current = handled.current = detail;
    if (!waiting.current || isLoading) return;
    const id = waiting.current;
    waiting.current = null;
    if (user) return;
    pendingDetail.store(id);
    notify('info', t('auth.signin.toSeeContract'));
    navigate('/auth/signin', { replace: true });
  }, [detail, user, isLoading, navigate, t]);
  return null;
}

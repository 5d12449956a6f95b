import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { backofficeReturn } from '../../../lib/backoffice-return';
import { notify } from '../../../lib/notifications';

/**
 * A back-office page opened signed out (an office mail's link, a session ended): sign-in first, saying
 * why, and the page kept for sign-in to lead back to.
 */
export function SignInFirst() {
  const { t } = useTranslation('backoffice');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    backofficeReturn.store(`${pathname}${search}`);
    notify('info', t('signInFirst'), { forNextPage: true });
    navigate('/auth/signin', { replace: true, state: { staff: true } });
  }, [pathname, search, navigate, t]);
  return null;
}

import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../lib/notifications';
import { pendingDetail } from '../../../lib/pending-detail';

/**
 * The way on from a link that can no longer extend its contract (expired, the contract extended or
 * ending): sign-in, which then opens that contract (`afterSignInPath`), as a mail's link to it does.
 */
export function SignInToContract({ contractId }: { contractId: string }) {
  const { t } = useTranslation();
  const keep = () => {
    pendingDetail.store(contractId);
    notify('info', t('auth.signin.toSeeContract'), { forNextPage: true });
  };
  return (
    <Button component={RouterLink} to="/auth/signin" variant="outlined" onClick={keep}>
      {t('extensionLink.signIn')}
    </Button>
  );
}

import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { notify } from '../../../lib/notifications';
import { pendingExtension } from '../../../lib/pending-extension';

/**
 * The link's way on where nothing can be paid on it (no period offered, no open office): sign-in,
 * which then leads to the contract's extension (`afterSignInPath`), whose steps offer another date,
 * duration or entry point, as the reminder's link without a token does.
 */
export function SignInToExtend({
  contractId,
  variant,
}: {
  contractId: string;
  variant: 'contained' | 'outlined';
}) {
  const { t } = useTranslation();
  const keep = () => {
    pendingExtension.store(contractId);
    notify('info', t('auth.signin.toExtend'), { forNextPage: true });
  };
  return (
    <Button component={RouterLink} to="/auth/signin" variant={variant} onClick={keep}>
      {t('extensionLink.signIn')}
    </Button>
  );
}

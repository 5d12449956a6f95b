import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { keepForSignIn, type TSignInTarget } from '../../../lib/sign-in-target';

/**
 * The link's way on where it can do nothing more: sign-in, which then leads to the contract's extension
 * (no period offered, no open office: its steps offer another date, duration or entry point) or to the
 * contract itself (the link refused), as a reminder's or a mail's link followed signed out does.
 */
export function SignInTo({
  target,
  contractId,
  variant = 'outlined',
}: {
  target: TSignInTarget;
  contractId: string;
  variant?: 'contained' | 'outlined';
}) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to="/auth/signin"
      variant={variant}
      onClick={() => keepForSignIn(target, contractId)}
    >
      {t('extensionLink.signIn')}
    </Button>
  );
}

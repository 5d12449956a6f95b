import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/auth-card';

/** /auth/forgotSuccess: the mail is on its way; back to sign-in. */
export function ForgotSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.forgotSuccess.title')} intro={t('auth.forgotSuccess.text')}>
      <Button component={RouterLink} to="/auth/signin" variant="contained">
        {t('auth.forgotSuccess.finish')}
      </Button>
    </AuthCard>
  );
}

/** /auth/success: the account exists; continue to sign-in with the e-mail kept. */
export function SignUpSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.success.title')} intro={t('auth.success.text')}>
      <Button component={RouterLink} to="/auth/signin" variant="contained">
        {t('auth.success.continue')}
      </Button>
    </AuthCard>
  );
}

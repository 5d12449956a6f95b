import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './auth-card';

/**
 * A set-password link that can no longer set one, and the way on: a staff member asks an administrator
 * (only they invite) or signs in if the password is already chosen; a customer asks for a new link.
 */
export function SpentLink({ invitation }: { invitation: boolean }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <AuthCard title={t('auth.reset.title')}>
      <Stack sx={{ gap: 2 }}>
        <Alert severity="warning">
          {invitation ? t('auth.reset.invitationSpent') : t('errors:auth.resetInvalid')}
        </Alert>
        {!invitation && (
          <Button component={RouterLink} to="/auth/forgot" variant="contained" size="large">
            {t('auth.reset.newLink')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/auth/signin"
          variant={invitation ? 'contained' : 'text'}
          size="large"
        >
          {t('auth.reset.signIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

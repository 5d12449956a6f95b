import { isPasswordValid } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrength } from '../../../components/password-strength';
import { notify } from '../../../lib/notifications';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

/** /auth/reset#token=…: the page the reset mail links to. */
export function ResetPage() {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  // The mailed link carries the token after '#', which browsers never send to a server.
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const mismatch = confirmation.length > 0 && confirmation !== password;
  const ready = isPasswordValid(password) && confirmation.length > 0 && !mismatch && !reset.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    reset.mutate(
      { token, newPassword: password, verifyPassword: confirmation },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          navigate('/auth/signin');
        },
      },
    );
  };

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert severity="warning">{t('errors:auth.resetInvalid')}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} intro={t('errors:validation.passwordRules')}>
      <Stack component="form" onSubmit={submit} sx={{ gap: 2 }} noValidate>
        <Stack>
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordStrength password={password} />
        </Stack>
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={mismatch}
          helperText={mismatch ? t('errors:validation.passwordMismatch') : undefined}
        />
        <Button type="submit" variant="contained" size="large" disabled={!ready} loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

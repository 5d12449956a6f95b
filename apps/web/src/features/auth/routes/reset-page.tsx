import { INVITE_TOKEN_PREFIX, isPasswordValid } from '@bi/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrength } from '../../../components/password-strength';
import { useResetLinkCheck } from '../api/check-reset-link';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { SpentLink } from '../components/spent-link';

/**
 * /auth/reset#token=…: the page the reset mail and a staff invitation link to. The link is checked as
 * the page opens, so a spent one says so before a password is typed.
 */
export function ResetPage() {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  // The mailed link carries the token after '#', which browsers never send to a server.
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '');
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const check = useResetLinkCheck(token);
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
        // Said on the sign-in card, not as a notice: a notice outlived the sign-in and covered the next page.
        // The card fills the address in, and offers staff no customer's sign-up.
        onSuccess: ({ message, email, staff }) =>
          navigate('/auth/signin', { state: { passwordSaved: message, email, staff } }),
      },
    );
  };

  if (!token || check.data?.valid === false)
    return <SpentLink invitation={token.startsWith(INVITE_TOKEN_PREFIX)} />;
  // A check that failed (offline, too many) leaves the form: sending it gets the server's own answer.
  if (check.isPending) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <CircularProgress aria-label={t('flow.loading')} sx={{ display: 'block', mx: 'auto' }} />
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

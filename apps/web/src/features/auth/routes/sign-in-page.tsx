import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { isStaff } from '@bi/domain';
import { backofficeReturn } from '../../../lib/backoffice-return';
import { afterSignInPath } from '../../../lib/pending-demande';
import { session } from '../../../lib/session';
import { useSignIn } from '../../../api/sign-in';
import { AuthCard } from '../components/auth-card';

/**
 * What the page that led here knew: a password just set (and whose), or that a staff member is expected
 * (an invitation spent, a back-office page opened signed out), whom a customer's sign-up would mislead.
 */
export type TSignInArrival = { passwordSaved?: string; email?: string; staff?: boolean };

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = location.state as TSignInArrival | null;
  const signIn = useSignIn();
  const [username, setUsername] = useState(() => arrival?.email ?? session.rememberedEmail());
  const [password, setPassword] = useState('');
  const disabled = !username.trim() || !password || signIn.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    signIn.mutate(
      { username: username.trim(), password },
      // The insurer's staff work in the back office, on the page a mail's link named if one did;
      // customers go on where they were headed.
      {
        onSuccess: (answer) =>
          navigate(isStaff(answer.user.role) ? backofficeReturn.take() : afterSignInPath(location.search)),
      },
    );
  };

  return (
    <AuthCard title={t('auth.signin.title')}>
      <Stack component="form" onSubmit={submit} sx={{ gap: 2 }} noValidate>
        {arrival?.passwordSaved && <Alert severity="success">{arrival.passwordSaved}</Alert>}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={disabled} loading={signIn.isPending}>
          {t('auth.signin.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/auth/forgot">
            {t('auth.signin.forgot')}
          </Link>
          {!arrival?.staff && (
            <Link component={RouterLink} to="/auth/signup">
              {t('auth.signin.noAccount')}
            </Link>
          )}
        </Stack>
      </Stack>
    </AuthCard>
  );
}

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

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const passwordSaved = (useLocation().state as { passwordSaved?: string } | null)?.passwordSaved;
  const signIn = useSignIn();
  const [username, setUsername] = useState(session.rememberedEmail);
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
          navigate(isStaff(answer.user.role) ? backofficeReturn.take() : afterSignInPath()),
      },
    );
  };

  return (
    <AuthCard title={t('auth.signin.title')}>
      <Stack component="form" onSubmit={submit} sx={{ gap: 2 }} noValidate>
        {passwordSaved && <Alert severity="success">{passwordSaved}</Alert>}
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
          <Link component={RouterLink} to="/auth/signup">
            {t('auth.signin.noAccount')}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

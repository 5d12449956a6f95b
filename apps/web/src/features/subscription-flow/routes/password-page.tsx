import { isStaff, STEPS } from '@bi/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../api/get-current-user';
import { PasswordField } from '../../../components/password-field';
import { useSignIn } from '../../../api/sign-in';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';
import { BACKOFFICE_HOME } from '../../../lib/backoffice-paths';

/** /souscriptions/password: the account exists; signing in leads on to /create. */
export function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const { user } = useCurrentUser();
  const email = flowState.email();
  // Signed in already (back from /create, or another tab): the password is not asked twice.
  // Staff do not take out cover (decision 023): their work is the back office.
  if (user && !signIn.isPending)
    return <Navigate to={isStaff(user.role) ? BACKOFFICE_HOME : flowPath('create')} replace />;
  if (!email) return <Navigate to={flowPath('email')} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    signIn.mutate(
      { username: email, password },
      { onSuccess: (answer) => navigate(isStaff(answer.user.role) ? BACKOFFICE_HOME : flowPath('create')) },
    );
  };

  return (
    <FlowLayout stage={STEPS[0].stage} title={t('flow.password.title')}>
      <form onSubmit={submit} noValidate>
        <Stack sx={{ gap: 2 }}>
          <Typography>
            {t('flow.password.intro')} <bdi style={{ fontWeight: 600 }}>{email}</bdi>
          </Typography>
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <Link component={RouterLink} to="/auth/forgot">
            {t('auth.signin.forgot')}
          </Link>
        </Stack>
        <StepActions back={flowPath('email')} nextDisabled={!password} loading={signIn.isPending} />
      </form>
    </FlowLayout>
  );
}

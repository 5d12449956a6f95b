import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export function ForgotPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [username, setUsername] = useState(session.rememberedEmail);
  const disabled = !username.trim() || forgot.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    forgot.mutate(username.trim(), {
      onSuccess: (answer) => {
        session.rememberEmail(username.trim());
        notify('success', answer.message, { forNextPage: true });
        navigate('/auth/forgotSuccess');
      },
    });
  };

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <Stack component="form" onSubmit={submit} sx={{ gap: 2 }} noValidate>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={disabled} loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

import { digitsOnly, isPasswordValid, MAIL_CODE_LENGTH, phoneCountryUnanswered } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrength } from '../../../components/password-strength';
import { emptyPhone, PhoneInput, phonePayload } from '../../../components/phone-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { formatCountdown, useCountdown } from '../../../lib/use-countdown';
import { useSendMailCode } from '../api/send-mail-code';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import { flowPath } from '../../../lib/flow-pages';

export function SignUpPage() {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();
  const signUp = useSignUp();
  const sendCode = useSendMailCode();
  const countdown = useCountdown();
  const [form, setForm] = useState({ name: '', email: '', code: '', password: '', raison_sociale: '' });
  const [phone, setPhone] = useState(emptyPhone);
  const [accepted, setAccepted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const ready =
    isPasswordValid(form.password) &&
    form.name.trim() &&
    form.email.trim() &&
    form.code &&
    phone.phone.trim() &&
    !phoneCountryUnanswered(phone) &&
    accepted;
  const codeInvalid = attempted && form.code.length !== MAIL_CODE_LENGTH;
  const codeError = sendCode.error instanceof ApiError ? sendCode.error.message : undefined;
  const signUpError = signUp.error ? errorMessage(signUp.error) : undefined;

  const requestCode = () => {
    if (!form.email.trim() || countdown.secondsLeft > 0) return;
    sendCode.mutate(form.email.trim(), {
      onSuccess: (answer) => {
        notify('success', answer.message);
        countdown.restart(answer.resend_in);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!ready || form.code.length !== MAIL_CODE_LENGTH) return;
    signUp.mutate(
      {
        name: form.name.trim(),
        email: form.email.trim(),
        ...phonePayload(phone),
        code: form.code,
        password: form.password,
        accept_cgu: true,
        ...(form.raison_sociale.trim() && { raison_sociale: form.raison_sociale.trim() }),
      },
      {
        onSuccess: (answer) => {
          session.rememberEmail(form.email.trim());
          notify('success', answer.message, { forNextPage: true });
          navigate(flowPath('commencer'));
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.signup.title')} intro={t('auth.signup.intro')}>
      <Stack component="form" onSubmit={submit} sx={{ gap: 2 }} noValidate>
        <TextField
          label={t('auth.name')}
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          required
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          required
        />
        <PhoneInput label={t('auth.phone')} value={phone} onChange={setPhone} />
        <Stack sx={{ gap: 0.5 }}>
          <TextField
            label={t('auth.signup.code')}
            autoComplete="one-time-code"
            value={form.code}
            onChange={(event) => setForm({ ...form, code: digitsOnly(event.target.value, MAIL_CODE_LENGTH) })}
            error={codeInvalid || Boolean(codeError)}
            helperText={
              codeError ?? (codeInvalid ? t('errors:validation.mailCode') : t('auth.signup.codeHint'))
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MAIL_CODE_LENGTH, dir: 'ltr' } }}
            required
          />
          <Link
            component="button"
            type="button"
            onClick={requestCode}
            disabled={!form.email.trim() || sendCode.isPending || countdown.secondsLeft > 0}
            sx={{ alignSelf: 'flex-start' }}
          >
            {countdown.secondsLeft > 0
              ? t('auth.signup.codeAgainIn', { time: formatCountdown(countdown.secondsLeft) })
              : t('auth.signup.getCode')}
          </Link>
        </Stack>
        <Stack>
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            required
          />
          <PasswordStrength password={form.password} />
        </Stack>
        <TextField
          label={t('auth.signup.company')}
          autoComplete="organization"
          value={form.raison_sociale}
          onChange={set('raison_sociale')}
        />
        <FormControlLabel
          control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
          label={
            <Trans
              i18nKey="auth.signup.accept"
              components={{
                cgu: <Link component={RouterLink} to="/cgu" target="_blank" />,
                pdc: <Link component={RouterLink} to="/pdc" target="_blank" />,
              }}
            />
          }
        />
        {signUpError && <Alert severity="error">{signUpError}</Alert>}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!ready || signUp.isPending}
          loading={signUp.isPending}
        >
          {t('auth.signup.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

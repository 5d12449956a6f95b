import { isPasswordValid } from '@bi/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../api/get-current-user';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrength } from '../../../components/password-strength';
import { emptyPhone, PhoneInput, phonePayload } from '../../../components/phone-input';
import { useCreateSubscription } from '../api/create-subscription';
import { useSignUpFromFlow } from '../api/sign-up-from-flow';
import { FlowLayout } from '../components/flow-layout';
import { PhoneVerificationDialog } from '../components/phone-verification-dialog';
import { StepActions } from '../components/step-actions';
import { flowState } from '../lib/flow-state';

type TPersonType = 'physique' | 'morale';

/** /souscriptions/create: contact details; a visitor proves the phone by SMS and becomes a customer. */
export function CreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const create = useCreateSubscription();
  const signUp = useSignUpFromFlow();
  const [type, setType] = useState<TPersonType>('physique');
  const [names, setNames] = useState({ first_name: '', last_name: '', raison_sociale: '' });
  const [phone, setPhone] = useState(emptyPhone);
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const signedIn = user !== undefined;
  const email = user?.email ?? flowState.email();
  if (isLoading) return null;
  if (!email) return <Navigate to="/souscriptions/email" replace />;

  const namesGiven =
    type === 'physique' ? names.first_name.trim() && names.last_name.trim() : names.raison_sociale.trim();
  const ready = accepted && namesGiven && phone.phone.trim() && (signedIn || isPasswordValid(password));
  const contact = {
    type,
    ...(type === 'physique'
      ? { first_name: names.first_name.trim(), last_name: names.last_name.trim() }
      : { raison_sociale: names.raison_sociale.trim() }),
    email,
    ...phonePayload(phone),
    accept_cgu: true as const,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (signedIn) create.mutate(contact, { onSuccess: () => navigate('/souscriptions/step1') });
    else setVerifying(true);
  };
  const verify = async (code: string) => {
    await signUp.mutateAsync({ ...contact, password, sms_code: code }).then(
      () => navigate('/souscriptions/step1'),
      () => undefined,
    );
  };
  const set = (field: keyof typeof names) => (event: { target: { value: string } }) =>
    setNames({ ...names, [field]: event.target.value });

  return (
    <FlowLayout stage="insured" title={t('flow.create.title')}>
      <form onSubmit={submit} noValidate>
        <Stack sx={{ gap: 2 }}>
          <RadioGroup
            row
            value={type}
            onChange={(event) => setType(event.target.value as TPersonType)}
            aria-label={t('flow.create.personType')}
          >
            <FormControlLabel value="physique" control={<Radio />} label={t('flow.create.physique')} />
            <FormControlLabel value="morale" control={<Radio />} label={t('flow.create.morale')} />
          </RadioGroup>
          {type === 'physique' ? (
            <>
              <TextField
                label={t('auth.firstName')}
                autoComplete="given-name"
                value={names.first_name}
                onChange={set('first_name')}
                required
              />
              <TextField
                label={t('auth.lastName')}
                autoComplete="family-name"
                value={names.last_name}
                onChange={set('last_name')}
                required
              />
            </>
          ) : (
            <TextField
              label={t('flow.create.company')}
              autoComplete="organization"
              value={names.raison_sociale}
              onChange={set('raison_sociale')}
              required
            />
          )}
          {signedIn && (
            <TextField label={t('auth.email')} value={email} slotProps={{ htmlInput: { readOnly: true } }} />
          )}
          <PhoneInput label={t('auth.phone')} value={phone} onChange={setPhone} />
          {!signedIn && (
            <Stack>
              <PasswordField
                label={t('auth.password')}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
              <PasswordStrength password={password} />
            </Stack>
          )}
          <FormControlLabel
            control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
            label={
              <Trans
                i18nKey="flow.create.accept"
                components={{
                  cgv: <Link component={RouterLink} to="/cgv" target="_blank" />,
                  pdc: <Link component={RouterLink} to="/pdc" target="_blank" />,
                }}
              />
            }
          />
        </Stack>
        <StepActions
          back={signedIn ? '/souscriptions/commencer' : '/souscriptions/email'}
          nextDisabled={!ready}
          loading={create.isPending}
        />
      </form>
      <PhoneVerificationDialog
        open={verifying}
        phone={phonePayload(phone)}
        verifying={signUp.isPending}
        onVerify={verify}
        onClose={() => setVerifying(false)}
      />
    </FlowLayout>
  );
}

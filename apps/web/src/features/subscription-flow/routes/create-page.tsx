import { isEditable, isPasswordValid, type TSouscriptionAnswer, type TUserAnswer } from '@bi/domain';
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
import { PhoneInput, phonePayload, phoneValueOf } from '../../../components/phone-input';
import { useCreateSubscription } from '../api/create-subscription';
import { useFlowSubscription } from '../api/get-subscription';
import { useSaveStep } from '../api/save-step';
import { useSignUpFromFlow } from '../api/sign-up-from-flow';
import { FlowLayout } from '../components/flow-layout';
import { PhoneVerificationDialog } from '../components/phone-verification-dialog';
import { StepActions } from '../components/step-actions';
import { flowState } from '../lib/flow-state';

type TPersonType = 'physique' | 'morale';
type TContact = {
  type?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  raison_sociale?: string | null;
  phone?: string | null;
  country_code?: string | null;
};

/** What the form starts from: the subscription being filled, else the account, else nothing. */
function initialValues(from: TContact | undefined) {
  return {
    type: (from?.type === 'morale' || from?.type === 'corporation' ? 'morale' : 'physique') as TPersonType,
    names: {
      first_name: from?.first_name ?? '',
      last_name: from?.last_name ?? '',
      raison_sociale: from?.raison_sociale ?? '',
    },
    phone: phoneValueOf(from?.phone, from?.country_code),
  };
}

/**
 * /souscriptions/create: contact details. Back from step 1 it shows the subscription being filled and
 * saves its step 0; from Start, a signed-in customer begins a new one pre-filled from the account; a
 * visitor proves the phone by SMS and becomes a customer.
 */
export function CreatePage() {
  const { user, isLoading } = useCurrentUser();
  const current = useFlowSubscription();
  const email = user?.email ?? flowState.email();
  if (isLoading || (user && current.isLoading)) return null;
  if (!email) return <Navigate to="/souscriptions/email" replace />;
  const editing =
    user && current.data && isEditable(current.data.statut) && !current.data.payment_info.is_paid
      ? current.data
      : undefined;
  return (
    <CreateForm
      key={editing ? `${editing._id}.${editing.version}` : 'new'}
      user={user}
      email={email}
      editing={editing}
    />
  );
}

function CreateForm({
  user,
  email,
  editing,
}: {
  user: TUserAnswer | undefined;
  email: string;
  editing: TSouscriptionAnswer | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSubscription();
  const saveContact = useSaveStep(editing?._id, 0);
  const signUp = useSignUpFromFlow();
  const [initial] = useState(() => initialValues((editing?.user_info as TContact | undefined) ?? user));
  const [type, setType] = useState<TPersonType>(initial.type);
  const [names, setNames] = useState(initial.names);
  const [phone, setPhone] = useState(initial.phone);
  const [password, setPassword] = useState('');
  const [accepted, setAccepted] = useState(editing !== undefined);
  const [verifying, setVerifying] = useState(false);
  const signedIn = user !== undefined;

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

  const toStep1 = () => navigate('/souscriptions/step1');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (!signedIn) setVerifying(true);
    else if (editing) saveContact.mutate(contact, { onSuccess: toStep1 });
    else create.mutate(contact, { onSuccess: toStep1 });
  };
  const verify = async (code: string) => {
    await signUp.mutateAsync({ ...contact, password, sms_code: code }).then(toStep1, () => undefined);
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
          loading={create.isPending || saveContact.isPending}
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

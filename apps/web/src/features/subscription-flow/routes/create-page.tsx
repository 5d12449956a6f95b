import {
  isEditable,
  isPasswordValid,
  namesOfType,
  STEPS,
  type TInsured,
  type TSouscriptionAnswer,
  type TStep0,
  type TUserAnswer,
} from '@bi/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../api/get-current-user';
import { useKnownResidence } from '../../../api/get-known-residence';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrength } from '../../../components/password-strength';
import { PhoneInput, phonePayload, phoneValueOf } from '../../../components/phone-input';
import { useCreateSubscription } from '../api/create-subscription';
import { useFlowSubscription } from '../api/get-subscription';
import { useSaveStep } from '../api/save-step';
import { useSignUpFromFlow } from '../api/sign-up-from-flow';
import { CheckboxField } from '../components/checkbox-field';
import { FlowLayout } from '../components/flow-layout';
import { IdentityNameFields } from '../components/identity-name-fields';
import { PhoneVerificationDialog } from '../components/phone-verification-dialog';
import { StepActions } from '../components/step-actions';
import { nextAfterStep } from '../../../lib/flow-paths';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';
import { formDrafts, useDraftState } from '../lib/form-drafts';
import { showServerFieldErrors, useFieldFeedback, useStepForm } from '../lib/use-step-form';

/** What the form starts from, the subscription's insured or the account: the same contact fields. */
type TContact = Pick<TInsured, 'first_name' | 'last_name' | 'raison_sociale'> & {
  type?: TInsured['type'];
  phone?: string | null;
  country_code?: string | null;
};

/** The e-mail is the page's given one (a draft's would be the one given before). */
const NOT_DRAFTED = ['email'] as const;

/** Only the names of the chosen type are sent (the domain's rule, which the API applies too). */
const withNamesOfType = (body: TStep0): TStep0 => ({ ...body, ...namesOfType(body) });

/**
 * /souscriptions/create: contact details. Back from step 1 it shows the subscription being filled and
 * saves its step 0; from Start, a signed-in customer begins a new one pre-filled from the account; a
 * visitor proves the phone by SMS and becomes a customer.
 */
export function CreatePage() {
  const { user, isLoading } = useCurrentUser();
  const current = useFlowSubscription();
  const email = user?.email ?? flowState.email();
  const editing = user && current.data && isEditable(current.data.statut) ? current.data : undefined;
  const contact = editing?.user_info ?? user;
  // A phone with no country stored is presumed from the residence: this subscription's, else the last
  // one's, read before the form so that its calling code starts right.
  const unstored = !contact?.phone || !contact.country_code;
  const known = useKnownResidence(
    Boolean(user) && !current.isLoading && unstored && !editing?.user_info.pays,
  );
  if (isLoading || (user && current.isLoading) || known.isLoading) return null;
  if (!email) return <Navigate to={flowPath('email')} replace />;
  return (
    <CreateForm
      key={editing ? `${editing._id}.${editing.version}` : 'new'}
      user={user}
      email={email}
      editing={editing}
      residence={editing?.user_info.pays ?? known.data}
    />
  );
}

function CreateForm({
  user,
  email,
  editing,
  residence,
}: {
  user: TUserAnswer | undefined;
  email: string;
  editing: TSouscriptionAnswer | undefined;
  residence: string | null | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSubscription();
  const saveContact = useSaveStep(editing?._id, 0);
  const signUp = useSignUpFromFlow();
  // The subscription being filled, else the account, else nothing.
  const from: TContact | undefined = editing?.user_info ?? user;
  const [initialPhone] = useState(() => phoneValueOf(from?.phone, from?.country_code, residence));
  // The wire carries the calling code only; the picker keeps the country (+1 is more than one), and
  // how it was set: a presumed one is asked about.
  const draft = formDrafts.key('step0', editing?._id);
  const [phoneEntry, setPhoneEntry] = useDraftState(`${draft}:country`, initialPhone);
  const form = useStepForm(
    STEPS[0].body,
    {
      type: from?.type === 'morale' || from?.type === 'corporation' ? 'morale' : 'physique',
      first_name: from?.first_name ?? '',
      last_name: from?.last_name ?? '',
      raison_sociale: from?.raison_sociale ?? '',
      email,
      ...phonePayload(initialPhone),
      accept_cgu: editing ? true : undefined,
    },
    { key: draft, fixed: NOT_DRAFTED },
  );
  const shown = useFieldFeedback(form);
  const [password, setPassword] = useState('');
  // The contact the SMS check was opened for, sent with the code once it is typed.
  const [verifying, setVerifying] = useState<TStep0 | null>(null);
  const signedIn = user !== undefined;
  const type = form.watch('type');
  const ready = form.formState.isValid && (signedIn || isPasswordValid(password));

  const toStep1 = () => {
    // A new subscription's draft: saved now, as the subscription's step 0.
    formDrafts.clear(draft);
    formDrafts.clear(`${draft}:country`);
    navigate(nextAfterStep(0));
  };
  const refused = (error: unknown) => showServerFieldErrors(form, error);
  const submit = form.handleSubmit((body) => {
    const contact = withNamesOfType(body);
    if (!signedIn) setVerifying(contact);
    else if (editing) saveContact.mutate(contact, { onSuccess: toStep1, onError: refused });
    else create.mutate(contact, { onSuccess: toStep1, onError: refused });
  });
  const verify = async (code: string) => {
    if (!verifying) return;
    await signUp.mutateAsync({ ...verifying, password, sms_code: code }).then(toStep1, refused);
  };

  return (
    <FlowLayout stage={STEPS[0].stage} title={t('flow.create.title')}>
      <form onSubmit={submit} noValidate>
        <Stack sx={{ gap: 2 }}>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <RadioGroup
                row
                value={field.value === 'physique' ? 'physique' : 'morale'}
                onChange={(_, value) => field.onChange(value === 'physique' ? 'physique' : 'morale')}
                aria-label={t('flow.create.personType')}
              >
                <FormControlLabel value="physique" control={<Radio />} label={t('flow.create.physique')} />
                <FormControlLabel value="morale" control={<Radio />} label={t('flow.create.morale')} />
              </RadioGroup>
            )}
          />
          {type === 'physique' ? (
            <IdentityNameFields form={form} shown={shown} />
          ) : (
            <Controller
              control={form.control}
              name="raison_sociale"
              render={({ field }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t('flow.create.company')}
                  autoComplete="organization"
                  required
                  {...shown('raison_sociale')}
                />
              )}
            />
          )}
          {signedIn && (
            <Controller
              control={form.control}
              name="email"
              render={({ field }) => (
                <TextField
                  {...field}
                  label={t('auth.email')}
                  autoComplete="email"
                  slotProps={{ htmlInput: { readOnly: true } }}
                  {...shown(field.name)}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                label={t('auth.phone')}
                value={{ ...phoneEntry, phone: field.value }}
                onChange={(value) => {
                  setPhoneEntry(value);
                  form.setValue('country_code', phonePayload(value).country_code);
                  field.onChange(value.phone);
                }}
                onBlur={() => {
                  field.onBlur();
                  // The form checks on change: a number never typed is checked when left, so it says why.
                  void form.trigger('phone');
                }}
                required
                {...shown('phone')}
              />
            )}
          />
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
          <Controller
            control={form.control}
            name="accept_cgu"
            render={({ field }) => (
              <CheckboxField
                checked={field.value === true}
                // Unticked is "not given": the schema accepts only a ticked box.
                onChange={(checked) => field.onChange(checked ? true : undefined)}
                onBlur={field.onBlur}
                label={
                  <Trans
                    i18nKey="flow.create.accept"
                    components={{
                      cgv: <Link component={RouterLink} to="/cgv" target="_blank" />,
                      pdc: <Link component={RouterLink} to="/pdc" target="_blank" />,
                    }}
                  />
                }
                {...shown('accept_cgu')}
              />
            )}
          />
        </Stack>
        <StepActions
          back={signedIn ? flowPath('commencer') : flowPath('email')}
          nextDisabled={!ready}
          loading={create.isPending || saveContact.isPending}
        />
      </form>
      <PhoneVerificationDialog
        open={verifying !== null}
        phone={{ phone: form.watch('phone').trim(), country_code: form.watch('country_code') }}
        verifying={signUp.isPending}
        onVerify={verify}
        onClose={() => setVerifying(null)}
      />
    </FlowLayout>
  );
}

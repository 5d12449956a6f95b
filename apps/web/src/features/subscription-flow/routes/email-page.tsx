import { STEPS } from '@bi/domain';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../api/get-current-user';
import { fieldError } from '../../../lib/api-client';
import { useCheckEmail } from '../api/check-email';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { flowPath } from '../../../lib/flow-pages';
import { flowState, type TEmailArrival } from '../../../lib/flow-state';

/**
 * /souscriptions/email: an existing account signs in, a new visitor creates one. A signed-in customer
 * (the home page's Start) has nothing to prove: a new subscription starts on /create (spec §2). An
 * e-mail given on the home page is checked on arrival, as Next would (decision 031); this screen then
 * stays in the history only if the check fails, to show why beside the e-mail.
 */
export function EmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useCheckEmail();
  const { user, isLoading } = useCurrentUser();
  const arrival = useLocation().state as TEmailArrival | null;
  const [email, setEmail] = useState(arrival?.email ?? flowState.email());
  const checkedOnArrival = useRef(false);
  useEffect(() => {
    if (!user) return;
    flowState.clearSubscriptionId();
    navigate(flowPath('create'), { replace: true });
  }, [user, navigate]);

  const { mutate } = check;
  const checkEmail = useCallback(
    (given: string, fromHome: boolean) =>
      mutate(given, {
        onSuccess: (exists) => {
          flowState.setEmail(given);
          navigate(exists ? flowPath('password') : flowPath('create'), { replace: fromHome });
        },
      }),
    [mutate, navigate],
  );
  useEffect(() => {
    if (!arrival || isLoading || user || checkedOnArrival.current) return;
    checkedOnArrival.current = true;
    // Checked once: met again in the history (Back after a refusal corrected here), /email asks.
    navigate(flowPath('email'), { replace: true, state: null });
    checkEmail(arrival.email, true);
  }, [arrival, isLoading, user, navigate, checkEmail]);
  if (isLoading || user) return null;
  // The server's words for this e-mail ("Adresse e-mail invalide."), under the field, until it is sent again.
  const refusal = check.isPending ? undefined : fieldError(check.error, 'email');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (typed) checkEmail(typed, false);
  };

  return (
    <FlowLayout stage={STEPS[0].stage} title={t('flow.email.title')}>
      <form onSubmit={submit} noValidate>
        <TextField
          fullWidth
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          error={Boolean(refusal)}
          helperText={refusal}
        />
        <StepActions back={flowPath('commencer')} nextDisabled={!email.trim()} loading={check.isPending} />
      </form>
    </FlowLayout>
  );
}

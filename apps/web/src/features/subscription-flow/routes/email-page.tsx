import { STEPS } from '@bi/domain';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../api/get-current-user';
import { useCheckEmail } from '../api/check-email';
import { FlowLayout } from '../components/flow-layout';
import { StepActions } from '../components/step-actions';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';

/**
 * /souscriptions/email: an existing account signs in, a new visitor creates one. A signed-in customer
 * (the home page's Start) has nothing to prove: a new subscription starts on /create (spec §2).
 */
export function EmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useCheckEmail();
  const { user, isLoading } = useCurrentUser();
  const [email, setEmail] = useState(flowState.email);
  useEffect(() => {
    if (!user) return;
    flowState.clearSubscriptionId();
    navigate(flowPath('create'), { replace: true });
  }, [user, navigate]);
  if (isLoading || user) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!typed) return;
    check.mutate(typed, {
      onSuccess: (exists) => {
        flowState.setEmail(typed);
        navigate(exists ? flowPath('password') : flowPath('create'));
      },
    });
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
        />
        <StepActions back={flowPath('commencer')} nextDisabled={!email.trim()} loading={check.isPending} />
      </form>
    </FlowLayout>
  );
}

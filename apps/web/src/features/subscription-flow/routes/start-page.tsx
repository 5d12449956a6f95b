import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../api/get-current-user';
import { PageContainer } from '../../../components/page-container';
import { useLatestOpenSubscription } from '../api/get-latest-open';
import { resumePath } from '../../../lib/flow-paths';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';

/** /souscriptions/commencer: start, or continue the subscription left half-way (spec §4, resume). */
export function StartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const open = useLatestOpenSubscription(user !== undefined).data;
  const resume = () => {
    if (!open) return;
    flowState.setSubscriptionId(open._id);
    navigate(resumePath(open), {
      state: { resumed: true },
    });
  };
  return (
    <PageContainer maxWidth="sm">
      <Typography variant="h1" gutterBottom>
        {t('start.title')}
      </Typography>
      <Typography>{t('start.intro')}</Typography>
      {open && (
        <Alert
          severity="info"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={resume} data-testid="resume">
              {t('start.resume')}
            </Button>
          }
        >
          {t('start.inProgress', { code: open.code_str })}
        </Alert>
      )}
      <Stack sx={{ gap: 1.5, mt: 3 }}>
        <Button
          component={RouterLink}
          to={user ? flowPath('create') : flowPath('email')}
          onClick={flowState.clearSubscriptionId}
          variant="contained"
          size="large"
        >
          {t('start.start')}
        </Button>
        <Button component={RouterLink} to="/caracteristiques-offre" variant="outlined" size="large">
          {t('start.offer')}
        </Button>
      </Stack>
    </PageContainer>
  );
}

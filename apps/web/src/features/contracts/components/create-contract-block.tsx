import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';

/** Spec §2: a signed-in customer starts a new contract from /create, not the one left on this device. */
export function CreateContractBlock() {
  const { t } = useTranslation('contracts');
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="create-contract"
    >
      <Typography variant="h2" id="create-contract">
        {t('create.title')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('create.text')}</Typography>
      <Button
        component={RouterLink}
        to={flowPath('create')}
        onClick={flowState.clearSubscriptionId}
        variant="contained"
        size="large"
        startIcon={<AddIcon />}
        sx={{ mt: 2 }}
      >
        {t('create.start')}
      </Button>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { useAuthorityKeys } from '../api/authority-keys';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { AuthorityKeyCard } from '../components/authority-key-card';
import { AuthorityKeyCreateDialog } from '../components/authority-key-create-dialog';

/** What an authority's system sends (decision 047): the same in every language. */
const AUTHORITIES_CALL = 'GET /api/v1/authorities/coverage?plate=AB-123-CD\nAuthorization: Bearer bak_…';

/**
 * The authorities' keys for the check by plate (an administrator's screen): create one, shown once,
 * and revoke. A clerk who opens the address reads the server's refusal.
 */
export function AuthoritiesPage() {
  const { t } = useTranslation('admin');
  const keys = useAuthorityKeys();
  const [dialog, setDialog] = useDialogInHistory<'create'>('authorities-page');
  return (
    <>
      <AdminPageTitle
        title={t('authorities.title')}
        intro={t('authorities.intro')}
        action={
          keys.data && (
            <Button variant="contained" size="large" onClick={() => setDialog('create')}>
              {t('authorities.create.open')}
            </Button>
          )
        }
      />
      <Typography variant="body2" color="text.secondary">
        {t('authorities.usage')}
      </Typography>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          mt: 0.5,
          mb: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          typography: 'body2',
          fontFamily: 'monospace',
        }}
      >
        {AUTHORITIES_CALL}
      </Box>
      <AdminList
        query={keys}
        items={keys.data?.value}
        label={t('authorities.title')}
        empty={t('authorities.empty')}
        keyOf={(key) => key.id}
        render={(key) => <AuthorityKeyCard authorityKey={key} />}
      />
      {dialog === 'create' && <AuthorityKeyCreateDialog onClose={() => setDialog(null)} />}
    </>
  );
}

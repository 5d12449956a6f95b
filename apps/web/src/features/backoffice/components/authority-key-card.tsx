import { formatDisplayDate, todayInMorocco, type TAuthorityKey } from '@bi/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { AdminFacts } from './admin-facts';
import { ltr, shownInstant } from './admin-format';
import { AuthorityKeyBudgetsDialog } from './authority-key-budgets-dialog';
import { AuthorityKeyRevokeDialog } from './authority-key-revoke-dialog';

/**
 * An authority's key: its prefix (never the key), its budget, its last day, who created it; its budgets
 * changed and Revoke while it is not revoked. Past its last day in Morocco it reads expired.
 */
export function AuthorityKeyCard({ authorityKey }: { authorityKey: TAuthorityKey }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [dialog, setDialog] = useDialogInHistory<'revoke' | 'budgets'>(`authority-key:${authorityKey.id}`);
  const revoked = authorityKey.revoked_at !== null;
  const expired = authorityKey.expires_on < todayInMorocco(new Date());
  const state = revoked ? 'revoked' : expired ? 'expired' : 'active';
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="authority-key-card">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" id={titleId} sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {authorityKey.authority}
          </Typography>
          <Chip
            size="small"
            variant={state === 'active' ? 'filled' : 'outlined'}
            color={state === 'active' ? 'success' : 'error'}
            label={t(`authorities.${state}`)}
            data-testid="authority-key-state"
          />
        </Stack>
        <AdminFacts
          facts={[
            { label: t('authorities.key'), value: <bdi dir="ltr">{`${authorityKey.prefix}…`}</bdi> },
            {
              label: t('authorities.budget'),
              value: t('authorities.budgetValue', {
                perMinute: authorityKey.per_minute,
                perHour: authorityKey.per_hour,
              }),
            },
            { label: t('authorities.expiresOn'), value: formatDisplayDate(authorityKey.expires_on) },
            {
              label: t('authorities.created'),
              value: t('authorities.createdBy', {
                at: shownInstant(authorityKey.created_at),
                email: ltr(authorityKey.created_by_email ?? '—'),
              }),
            },
            revoked && { label: t('authorities.revokedAt'), value: shownInstant(authorityKey.revoked_at!) },
          ]}
        />
      </CardContent>
      {!revoked && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button size="large" onClick={() => setDialog('budgets')}>
            {t('authorities.budgets.open')}
          </Button>
          <Button color="error" size="large" onClick={() => setDialog('revoke')}>
            {t('authorities.revoke.open')}
          </Button>
        </CardActions>
      )}
      {dialog === 'budgets' && (
        <AuthorityKeyBudgetsDialog authorityKey={authorityKey} onClose={() => setDialog(null)} />
      )}
      {dialog === 'revoke' && (
        <AuthorityKeyRevokeDialog authorityKey={authorityKey} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}

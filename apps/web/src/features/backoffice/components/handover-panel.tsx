import type { TBackofficeContract } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useRecordHandover } from '../api/record-handover';
import { officeName } from '../lib/office-name';
import { shownInstant } from './admin-format';

/**
 * The last gesture at the counter: once every document is verified, the clerk attests that they saw the
 * person's identity and the vehicle's originals, and records the certificate as handed over.
 */
export function HandoverPanel({ contract }: { contract: TBackofficeContract }) {
  const { t } = useTranslation(['backoffice', 'errors']);
  const handover = useRecordHandover(contract.souscription._id);
  const [identity, setIdentity] = useState(false);
  const [originals, setOriginals] = useState(false);
  const done = contract.handover;
  if (done) {
    return (
      // A clerk's e-mail is one long word: it wraps rather than run out of the box on a phone.
      <Alert severity="success" data-testid="handover-done" sx={{ overflowWrap: 'anywhere' }}>
        {t('handover.done', {
          when: shownInstant(done.handed_at),
          clerk: `\u2068${done.clerk}\u2069`,
          office: officeName(done.office),
        })}
      </Alert>
    );
  }
  const blockers = contract.handover_blockers;
  // Cancelled or terminated: no "not yet", nothing to tick.
  if (blockers.includes('contract_closed')) {
    return (
      <Alert severity="info" data-testid="handover-panel">
        {t('errors:backoffice.handover.blocked.contract_closed')}
      </Alert>
    );
  }
  const record = () =>
    handover.mutate(
      { identity_checked: true, originals_checked: true },
      {
        onSuccess: () => notify('success', t('handover.recorded')),
        onError: (error) => notify('error', error.message),
      },
    );
  return (
    <Stack sx={{ gap: 1 }} data-testid="handover-panel">
      {blockers.length > 0 && (
        <Alert severity="warning">
          <Typography sx={{ fontWeight: 600 }}>{t('handover.notYet')}</Typography>
          {blockers.map((blocker) => (
            <Typography key={blocker} variant="body2">
              {t(`errors:backoffice.handover.blocked.${blocker}`)}
            </Typography>
          ))}
        </Alert>
      )}
      <FormControlLabel
        control={<Checkbox checked={identity} onChange={(event) => setIdentity(event.target.checked)} />}
        label={t('handover.identityChecked')}
        disabled={blockers.length > 0}
      />
      <FormControlLabel
        control={<Checkbox checked={originals} onChange={(event) => setOriginals(event.target.checked)} />}
        label={t('handover.originalsChecked')}
        disabled={blockers.length > 0}
      />
      <Button
        variant="contained"
        size="large"
        onClick={record}
        disabled={blockers.length > 0 || !identity || !originals}
        loading={handover.isPending}
      >
        {t('handover.record')}
      </Button>
    </Stack>
  );
}

import { cityNeedsConfirmation, type TReferenceList } from '@bi/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import type { TReferenceItem } from '../api/reference-items';
import { useSwitchReferenceItem } from '../api/reference-switch';
import { referenceId, referenceName } from '../lib/reference-names';
import { AdminDialog } from './admin-dialog';

/**
 * Switching an item off (it leaves the customer's choices, contracts keep it) or on again, confirmed
 * first; a city open offices stand in asks the administrator to say they know step 2 loses them.
 */
export function ReferenceSwitchDialog({
  list,
  item,
  onClose,
}: {
  list: TReferenceList;
  item: TReferenceItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('reference');
  const toggle = useSwitchReferenceItem();
  const [confirmed, setConfirmed] = useState(false);
  const on = !item.actif;
  const name = referenceName(item, currentLanguage());
  const offices = !on && 'bureaux_ouverts' in item ? item.bureaux_ouverts : [];
  const submit = () =>
    toggle.mutate(
      { list, id: referenceId(item), on, officesConfirmed: confirmed },
      {
        onSuccess: () => {
          notify('success', t(on ? 'switch.onDone' : 'switch.offDone', { name }));
          onClose();
        },
      },
    );
  return (
    <AdminDialog
      title={t(on ? 'switch.onTitle' : 'switch.offTitle', { name })}
      onClose={onClose}
      onSubmit={submit}
      pending={toggle.isPending}
      error={toggle.error}
      confirm={{
        label: t(on ? 'switch.on' : 'switch.off'),
        color: on ? 'primary' : 'error',
        disabled: cityNeedsConfirmation(offices, confirmed),
      }}
    >
      <Typography>{on ? t('switch.onText') : t(`switch.offText.${list}`)}</Typography>
      <Typography>{t('switch.contracts')}</Typography>
      {offices.length > 0 && (
        <>
          <Typography color="warning.main" data-testid="city-offices-warning">
            {t('switch.offices', { offices: offices.join(', ') })}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
            }
            label={t('switch.officesConfirmed')}
          />
        </>
      )}
    </AdminDialog>
  );
}

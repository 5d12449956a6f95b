import { canTransition, type TSouscriptionAnswer } from '@bi/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalLetterDialog } from './withdrawal-letter-dialog';

/**
 * The office records a withdrawal received by letter for a contract the lifecycle lets one void; whether
 * the letter is in time depends on its date, which the dialog asks and judges.
 */
export function WithdrawalLetterAction({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  if (!canTransition(subscription.statut, 'withdraw')) return null;
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('withdrawal.open')}
      </Button>
      {open && <WithdrawalLetterDialog subscription={subscription} onClose={() => setOpen(false)} />}
    </>
  );
}

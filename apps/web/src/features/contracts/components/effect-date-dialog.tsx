import {
  coverEndDate,
  effectDateBounds,
  type TIsoDate,
  type TPeriodInfo,
  type TSouscriptionAnswer,
} from '@bi/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { DayPicker } from '../../../components/day-picker';
import { useChangeEffectDate } from '../api/change-effect-date';
import { ltr, shownDate } from '../lib/display';
import { isOvertaken } from '../lib/card-actions';
import { ActionDialog } from './action-dialog';

/**
 * A new effect date, from the server's today to three months ahead, picked on a calendar (no typing,
 * spec §5); the new end date is shown before confirming. Loaded on demand: date-fns and the pickers
 * stay out of the list.
 */
function EffectDateForm({
  subscription,
  period,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  period: TPeriodInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const change = useChangeEffectDate((answer, { subscription: changed }) => {
    const moved = answer.periode_info ?? period;
    const dates = { from: shownDate(moved.date_effet), to: shownDate(moved.date_fin) };
    return t(changed.statut === 'signed' ? 'effectDate.doneCertificate' : 'effectDate.done', dates);
  });
  const [date, setDate] = useState<TIsoDate>(period.date_effet);
  // Today only where the office issues with immediate effect (decision 024), as the server judges.
  const bounds = effectDateBounds(
    subscription.today,
    subscription.old_periode_info?.date_fin,
    subscription.user_info.effetImmediat === true,
  );
  const confirm = () => change.mutate({ subscription, date }, { onSuccess: onClose });
  return (
    <ActionDialog
      title={t('effectDate.title')}
      onClose={onClose}
      pending={change.isPending}
      overtaken={isOvertaken(subscription, 'changeEffectDate', change)}
      error={change.error}
      confirm={{ label: t('effectDate.confirm'), onClick: confirm, disabled: date === period.date_effet }}
    >
      <Typography>
        {t('effectDate.current', {
          code: ltr(subscription.code_str),
          from: shownDate(period.date_effet),
          to: shownDate(period.date_fin),
        })}
      </Typography>
      <DayPicker
        label={t('effectDate.label')}
        value={date}
        bounds={bounds}
        onChange={(day) => day && setDate(day)}
      />
      <Typography data-testid="new-period">
        {t('effectDate.newPeriod', {
          from: shownDate(date),
          to: shownDate(coverEndDate(date, period)),
        })}
      </Typography>
      {subscription.statut === 'signed' && <Alert severity="info">{t('effectDate.certificate')}</Alert>}
    </ActionDialog>
  );
}

export function EffectDateDialog({
  subscription,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
}) {
  // The menu offers a new date only for a contract with one (confirmed or later).
  if (!subscription.periode_info) return null;
  return (
    <DatePickersProvider>
      <EffectDateForm subscription={subscription} period={subscription.periode_info} onClose={onClose} />
    </DatePickersProvider>
  );
}

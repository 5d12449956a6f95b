import type { TOfferedPeriod } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { OfferedPeriodChoice } from '../../../components/offered-period-choice';
import { ChangedSinceSale } from './changed-since-sale';

/**
 * The contract's period has been switched off since it was sold: said before paying, with the periods
 * offered today, each with its dates and price, one tap each; the price of the one chosen is the one
 * paid (decision 040's addendum). With none offered there is nothing to pay: the sign-in leads to the
 * extension's steps, where another date or duration is chosen.
 */
export function PeriodOffChoice({
  contractId,
  periods,
  chosen,
  onChoose,
}: {
  periods: readonly TOfferedPeriod[];
  /** The contract extended: sign-in leads to its extension. */
  contractId: string;
  chosen: number | null;
  onChoose: (periodeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChangedSinceSale
      testId="extension-period-off"
      notice={t('extensionLink.periodOff')}
      none={t('extensionLink.noPeriod')}
      contractId={contractId}
      signInVariant="contained"
      choice={
        periods.length === 0 ? null : (
          <OfferedPeriodChoice periods={periods} chosen={chosen} onChoose={onChoose} />
        )
      }
    />
  );
}

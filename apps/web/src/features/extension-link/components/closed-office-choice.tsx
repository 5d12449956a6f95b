import type { TBureauAnswer } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { OpenOfficeChoice } from '../../../components/open-office-choice';
import { ChangedSinceSale } from './changed-since-sale';

/**
 * The contract's office has closed since it was sold: said before paying, with the open offices of the
 * same entry city to choose from, one tap each; the extension's certificate is handed over at the one
 * chosen (decision 040's addendum). With none open there, the sign-in leads to step 2's other cities.
 */
export function ClosedOfficeChoice({
  contractId,
  offices,
  chosen,
  onChoose,
}: {
  offices: readonly TBureauAnswer[];
  /** The contract extended: sign-in leads to its extension. */
  contractId: string;
  chosen: number | null;
  onChoose: (officeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChangedSinceSale
      testId="extension-office-closed"
      notice={t('extensionLink.officeClosed')}
      none={t('extensionLink.noOpenOffice')}
      contractId={contractId}
      signInVariant="outlined"
      choice={
        offices.length === 0 ? null : (
          <OpenOfficeChoice offices={offices} chosen={chosen} onChoose={onChoose} />
        )
      }
    />
  );
}

import { TERMINATION_STATUSES } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { useTerminations } from '../api/termination-list';
import { OfficeRequestsPage } from '../components/office-requests-page';
import { TerminationCard } from '../components/termination-card';

/** The customers' termination requests of the clerk's offices: open ones to apply or refuse, then the decided. */
export function TerminationsPage() {
  const { t } = useTranslation('admin');
  return (
    <OfficeRequestsPage
      texts={{
        title: t('terminations.title'),
        intro: t('terminations.intro'),
        filter: t('terminations.filter'),
        statusLabel: (status) => t(`terminations.filters.${status}`),
        empty: (status) => t(`terminations.empty.${status}`),
      }}
      statuses={TERMINATION_STATUSES}
      firstStatus="open"
      useItems={useTerminations}
      render={(item) => <TerminationCard item={item} />}
    />
  );
}

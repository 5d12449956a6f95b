import { REFUND_STATUSES } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { useRefunds } from '../api/refund-list';
import { OfficeRequestsPage } from '../components/office-requests-page';
import { RefundCard } from '../components/refund-card';

/** The refunds the clerk's offices owe: pending ones overdue first (the server's order), or those made. */
export function RefundsPage() {
  const { t } = useTranslation('admin');
  return (
    <OfficeRequestsPage
      texts={{
        title: t('refunds.title'),
        intro: t('refunds.intro'),
        filter: t('refunds.filter'),
        statusLabel: (status) => t(`refunds.filters.${status}`),
        empty: (status) => t(`refunds.empty.${status}`),
      }}
      statuses={REFUND_STATUSES}
      firstStatus="pending"
      useItems={useRefunds}
      render={(item) => <RefundCard item={item} />}
    />
  );
}

import { REFUND_STATUSES } from '@bi/domain';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefunds, type TRefundStatusFilter } from '../api/refund-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { AdminStatusFilter } from '../components/admin-status-filter';
import { ContractSearchField, useContractSearch } from '../components/contract-search-field';
import { OfficeFilter } from '../components/office-filter';
import { RefundCard } from '../components/refund-card';
import { useOfficeFilter, useOfficePage } from '../lib/use-office-filter';

/** The refunds the clerk's offices owe: pending ones overdue first (the server's order), or those made. */
export function RefundsPage() {
  const { t } = useTranslation(['admin', 'backoffice']);
  const [status, setStatus] = useState<TRefundStatusFilter>('pending');
  const [office, setOffice] = useOfficeFilter();
  const [page, setPage] = useOfficePage(office);
  const search = useContractSearch();
  const refunds = useRefunds(status, office, page, search.q);
  const choose = (next: TRefundStatusFilter) => {
    setStatus(next);
    setPage(0);
  };
  return (
    <>
      <AdminPageTitle title={t('refunds.title')} intro={t('refunds.intro')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2 }}>
        <OfficeFilter value={office} onChange={setOffice} />
        <ContractSearchField
          value={search.typed}
          onChange={(typed) => {
            search.setTyped(typed);
            setPage(0);
          }}
        />
      </Stack>
      <AdminStatusFilter
        label={t('refunds.filter')}
        value={status}
        options={REFUND_STATUSES.map((value) => ({ value, label: t(`refunds.filters.${value}`) }))}
        onChange={choose}
      />
      <AdminList
        query={refunds}
        items={refunds.data?.value}
        label={t('refunds.title')}
        empty={search.q ? t('backoffice:queue.noMatch') : t(`refunds.empty.${status}`)}
        keyOf={(item) => item._id}
        render={(item) => <RefundCard item={item} />}
        paging={{ page, onPage: setPage, count: refunds.data?.count ?? 0 }}
      />
    </>
  );
}

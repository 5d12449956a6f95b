import { TERMINATION_STATUSES, type TTerminationStatus } from '@bi/domain';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerminations } from '../api/termination-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { AdminStatusFilter } from '../components/admin-status-filter';
import { ContractSearchField, useContractSearch } from '../components/contract-search-field';
import { OfficeFilter } from '../components/office-filter';
import { TerminationCard } from '../components/termination-card';
import { useOfficeFilter, useOfficePage } from '../lib/use-office-filter';

/** The customers' termination requests of the clerk's offices: open ones to apply or refuse, then the decided. */
export function TerminationsPage() {
  const { t } = useTranslation(['admin', 'backoffice']);
  const [status, setStatus] = useState<TTerminationStatus>('open');
  const [office, setOffice] = useOfficeFilter();
  const [page, setPage] = useOfficePage(office);
  const search = useContractSearch();
  const terminations = useTerminations(status, office, page, search.q);
  const choose = (next: TTerminationStatus) => {
    setStatus(next);
    setPage(0);
  };
  return (
    <>
      <AdminPageTitle title={t('terminations.title')} intro={t('terminations.intro')} />
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
        label={t('terminations.filter')}
        value={status}
        options={TERMINATION_STATUSES.map((value) => ({ value, label: t(`terminations.filters.${value}`) }))}
        onChange={choose}
      />
      <AdminList
        query={terminations}
        items={terminations.data?.value}
        label={t('terminations.title')}
        empty={search.q ? t('backoffice:queue.noMatch') : t(`terminations.empty.${status}`)}
        keyOf={(item) => item._id}
        render={(item) => <TerminationCard item={item} />}
        paging={{ page, onPage: setPage, count: terminations.data?.count ?? 0 }}
      />
    </>
  );
}

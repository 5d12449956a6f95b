import { TERMINATION_STATUSES, type TTerminationStatus } from '@bi/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerminations } from '../api/termination-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { AdminStatusFilter } from '../components/admin-status-filter';
import { OfficeFilter } from '../components/office-filter';
import { TerminationCard } from '../components/termination-card';
import { useOfficeFilter, useOfficePage } from '../lib/use-office-filter';

/** The customers' termination requests of the clerk's offices: open ones to apply or refuse, then the decided. */
export function TerminationsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<TTerminationStatus>('open');
  const [office, setOffice] = useOfficeFilter();
  const [page, setPage] = useOfficePage(office);
  const terminations = useTerminations(status, office, page);
  const choose = (next: TTerminationStatus) => {
    setStatus(next);
    setPage(0);
  };
  return (
    <>
      <AdminPageTitle title={t('terminations.title')} intro={t('terminations.intro')} />
      <OfficeFilter value={office} onChange={setOffice} sx={{ display: 'flex', mb: 2 }} />
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
        empty={t(`terminations.empty.${status}`)}
        keyOf={(item) => item._id}
        render={(item) => <TerminationCard item={item} />}
        paging={{ page, onPage: setPage, count: terminations.data?.count ?? 0 }}
      />
    </>
  );
}

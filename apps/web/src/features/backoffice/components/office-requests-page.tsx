import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFilter, useOfficePage } from '../lib/use-office-filter';
import { AdminList } from './admin-list';
import { AdminPageTitle } from './admin-page-title';
import { AdminStatusFilter } from './admin-status-filter';
import { ContractSearchField, useContractSearch } from './contract-search-field';
import { OfficeFilter } from './office-filter';

type TRequestList<TItem> = { count: number; value: TItem[] };

/** What a list of requests says: its own words, each status's filter and empty list. */
export type TRequestsTexts<TStatus> = {
  title: string;
  intro: string;
  filter: string;
  statusLabel: (status: TStatus) => string;
  empty: (status: TStatus) => string;
};

/**
 * The requests the clerk's offices work (refunds, terminations): by status, office and contract
 * searched, as cards a page at a time.
 */
export function OfficeRequestsPage<TStatus extends string, TItem extends { _id: string }>({
  texts,
  statuses,
  firstStatus,
  useItems,
  render,
}: {
  texts: TRequestsTexts<TStatus>;
  statuses: readonly TStatus[];
  firstStatus: TStatus;
  useItems: (
    status: TStatus,
    office: number | undefined,
    page: number,
    q: string | undefined,
  ) => UseQueryResult<TRequestList<TItem>>;
  render: (item: TItem) => ReactNode;
}) {
  const { t } = useTranslation('backoffice');
  const [status, setStatus] = useState<TStatus>(firstStatus);
  const [office, setOffice] = useOfficeFilter();
  const [page, setPage] = useOfficePage(office);
  const search = useContractSearch();
  const items = useItems(status, office, page, search.q);
  const choose = (next: TStatus) => {
    setStatus(next);
    setPage(0);
  };
  return (
    <>
      <AdminPageTitle title={texts.title} intro={texts.intro} />
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
        label={texts.filter}
        value={status}
        options={statuses.map((value) => ({ value, label: texts.statusLabel(value) }))}
        onChange={choose}
      />
      <AdminList
        query={items}
        items={items.data?.value}
        label={texts.title}
        empty={search.q ? t('queue.noMatch') : texts.empty(status)}
        keyOf={(item) => item._id}
        render={render}
        paging={{ page, onPage: setPage, count: items.data?.count ?? 0 }}
      />
    </>
  );
}

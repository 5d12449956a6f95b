import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStaff } from './use-staff';

const OFFICE_PARAM = 'office';

/**
 * The office a staff list is narrowed to, kept in the address so that a reload, a link and the
 * browser's back and forward keep it. An id the member does not act for (an address kept from another
 * account) reads as all their offices; the server would list nothing for it anyway.
 */
export function useOfficeFilter() {
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(OFFICE_PARAM));
  const office = staff.offices.some((item) => item.intermediaire_Id === asked) ? asked : undefined;
  const choose = (next: number | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === undefined) updated.delete(OFFICE_PARAM);
      else updated.set(OFFICE_PARAM, String(next));
      return updated;
    });
  return [office, choose] as const;
}

/**
 * The page of a staff list narrowed by `office`: a page belongs to the office it was turned for, so
 * back or forward to another office starts at its first.
 */
export function useOfficePage(office: number | undefined) {
  const [paging, setPaging] = useState<{ office?: number; page: number }>({ page: 0 });
  const page = paging.office === office ? paging.page : 0;
  const setPage = (next: number) => setPaging({ office, page: next });
  return [page, setPage] as const;
}

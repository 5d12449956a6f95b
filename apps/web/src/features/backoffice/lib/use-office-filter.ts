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

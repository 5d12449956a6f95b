import type { TStaffMe } from '@bi/domain';
import { useOutletContext } from 'react-router';

/** The signed-in staff member, as the back office's layout loaded them. */
export const useStaff = () => useOutletContext<TStaffMe>();

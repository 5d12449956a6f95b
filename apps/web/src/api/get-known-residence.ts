import { useQuery } from '@tanstack/react-query';
import { FIRST_PAGE_KEY, getFirstPage } from './get-first-page';

/**
 * The country of residence the customer last gave (step 1's, its ISO code), null for a first purchase:
 * a phone number typed after it is presumed from there, as the issue asks (a driver living in Spain
 * on a phone set to ar-MA gets +34), until the number or the customer says otherwise.
 */
export const useKnownResidence = (enabled: boolean) =>
  useQuery({
    queryKey: FIRST_PAGE_KEY,
    queryFn: getFirstPage,
    enabled,
    select: (list) => list.value.map((subscription) => subscription.user_info.pays).find(Boolean) ?? null,
  });

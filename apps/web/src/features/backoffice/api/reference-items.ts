import type { TCityItem, TCountryItem, TMakeItem, TPeriodItem, TReferenceList } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Each list's item as the console shows it. */
export type TReferenceItems = {
  countries: TCountryItem;
  cities: TCityItem;
  makes: TMakeItem;
  periods: TPeriodItem;
};
export type TReferenceItem = TReferenceItems[TReferenceList];

export const referenceKey = (list: TReferenceList) => ['backoffice', 'reference', list] as const;

export const getReferenceItems = <L extends TReferenceList>(list: L) =>
  apiRequest<{ value: TReferenceItems[L][] }>(`/backoffice/reference/${list}`);

/** Every item of a list, switched off ones included (an administrator's call). */
export const useReferenceItems = <L extends TReferenceList>(list: L) =>
  useQuery({ queryKey: referenceKey(list), queryFn: () => getReferenceItems(list), retry: false });

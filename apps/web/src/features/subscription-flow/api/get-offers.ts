import type { TPacksAnswer, TPacksRequest } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const useOffers = (request: TPacksRequest | null) =>
  useQuery({
    queryKey: ['packs', request],
    queryFn: () => apiRequest<TPacksAnswer>('/users/souscriptions/packs', { method: 'POST', body: request }),
    enabled: request !== null,
  });

export type TCoverChoice = {
  type: 'pack' | 'carte';
  pack_Id?: number;
  selected_garanties: { grnt_Id: number; selected_formule: string }[];
  remorque: boolean;
};
type TQuote = { primeNet: number; totalTaxe: number; primeTotal: number };

/** The price of the current choice, computed by the server; the last price stays shown while the next loads. */
export const useQuote = (id: string, choice: TCoverChoice | null) =>
  useQuery({
    queryKey: ['quote', id, choice],
    queryFn: () => apiRequest<TQuote>(`/users/souscriptions/${id}/quote`, { method: 'POST', body: choice }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

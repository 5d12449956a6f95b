import type { TBackofficeContract, THandoverBody } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { useContractMutation } from './contract-mutation';

export const recordHandover = (id: string, body: THandoverBody) =>
  apiRequest<TBackofficeContract>(`/backoffice/souscriptions/${encodeURIComponent(id)}/handover`, {
    method: 'POST',
    body,
  });

export const useRecordHandover = (id: string) =>
  useContractMutation(id, (body: THandoverBody) => recordHandover(id, body));

import type { TBackofficeContract, TWithdrawalLetterBody } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { useContractMutation } from './contract-mutation';

export const recordWithdrawalLetter = (id: string, body: TWithdrawalLetterBody) =>
  apiRequest<TBackofficeContract>(`/backoffice/souscriptions/${encodeURIComponent(id)}/withdrawal`, {
    method: 'POST',
    body,
  });

export const useRecordWithdrawalLetter = (id: string) =>
  useContractMutation(id, (body: TWithdrawalLetterBody) => recordWithdrawalLetter(id, body));

import type { TBackofficeContract, TDocumentField, TReviewBody } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { useContractMutation } from './contract-mutation';

export const reviewDocument = (id: string, kind: TDocumentField, body: TReviewBody) =>
  apiRequest<TBackofficeContract>(
    `/backoffice/souscriptions/${encodeURIComponent(id)}/documents/${kind}/review`,
    { method: 'POST', body },
  );

export const useReviewDocument = (id: string) =>
  useContractMutation(id, ({ kind, body }: { kind: TDocumentField; body: TReviewBody }) =>
    reviewDocument(id, kind, body),
  );

import type { TDocumentField, TSouscriptionAnswer } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAfterSaleMutation } from './after-sale-mutation';

type TReplace = { subscription: TSouscriptionAnswer; kind: TDocumentField; fileId: string };

export const replaceDocument = ({ subscription, kind, fileId }: TReplace) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${subscription._id}/documents/${kind}`, {
    method: 'POST',
    body: { file_id: fileId },
  });

/** A new file for a document the office rejected or has not checked yet: it goes back to the office. */
export const useReplaceDocument = () => useAfterSaleMutation(replaceDocument, { replacesCard: true });

import { z } from 'zod';
import { DOCUMENT_FIELDS } from './documents';

/** POST /users/souscriptions/{id}/documents/{kind}: the customer's new upload for a document the office refused. */
export const ZReplaceDocumentParams = z.object({
  id: z.string().max(64),
  kind: z.enum(DOCUMENT_FIELDS),
});
export type TReplaceDocumentParams = z.infer<typeof ZReplaceDocumentParams>;

export const ZReplaceDocumentBody = z.object({
  file_id: z.uuid().describe('A file this customer uploaded through POST /files.'),
});
export type TReplaceDocumentBody = z.infer<typeof ZReplaceDocumentBody>;

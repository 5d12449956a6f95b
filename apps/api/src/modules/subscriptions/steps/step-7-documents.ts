import { ACCEPTED_UPLOAD_TYPES, DOCUMENT_FIELDS, requiredDocuments, type TStep7 } from '@bi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { files } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TStepContext, TStepOutcome } from './step-context';

/** The documents of spec §5: each an upload of this customer, of an accepted type. */
export async function applyDocuments({ tx, row, userId }: TStepContext, body: TStep7): Promise<TStepOutcome> {
  const missing = requiredDocuments(row.userInfo.type ?? 'physique', body.identity_type).filter(
    (field) => !body[field],
  );
  if (missing.length > 0) {
    throw new AppError(
      422,
      'subscription.documentsMissing',
      {},
      missing.map((field) => ({ field, key: 'subscription.documentMissing' as const })),
    );
  }
  const given = DOCUMENT_FIELDS.filter((field) => body[field]);
  const ids = given.map((field) => body[field]!);
  const owned = await tx
    .select({ id: files.id, fileName: files.fileName, mimeType: files.mimeType })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerUserId, userId)));
  const byId = new Map(owned.map((file) => [file.id, file]));
  const unknown = given.filter((field) => {
    const file = byId.get(body[field]!);
    return !file || !ACCEPTED_UPLOAD_TYPES.some((type) => type === file.mimeType);
  });
  if (unknown.length > 0) {
    throw new AppError(
      422,
      'subscription.fileNotFound',
      {},
      unknown.map((field) => ({ field, key: 'subscription.fileNotFound' as const })),
    );
  }
  return {
    changes: {
      documentsInfo: {
        ...Object.fromEntries(
          given.flatMap((field) => [
            [field, body[field]],
            [`${field}_name`, byId.get(body[field]!)!.fileName],
          ]),
        ),
        ...(body.identity_type && { identity_type: body.identity_type }),
      },
    },
  };
}

import { createHash, randomUUID } from 'node:crypto';
import { ACCEPTED_UPLOAD_TYPES } from '@bi/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { TDatabase } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TFileStorage } from '../../providers/storage/file-storage';

/** The type is read from the content's magic bytes: a renamed executable stays an executable. */
async function acceptedType(content: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError(415, 'files.typeNotAccepted', {}, [{ field: 'file', key: 'files.typeNotAccepted' }]);
  }
  return detected.mime;
}

/** Keeps the name readable on the documents and in the office, without paths or control characters. */
const cleanName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255) || 'document';

export async function uploadFile(
  db: TDatabase,
  storage: TFileStorage,
  upload: { ownerUserId: string; fileName: string; content: Buffer; requestId: string },
) {
  const mimeType = await acceptedType(upload.content);
  const storageKey = randomUUID();
  const { inline } = await storage.put(storageKey, upload.content);
  const [file] = await db
    .insert(files)
    .values({
      ownerUserId: upload.ownerUserId,
      fileName: cleanName(upload.fileName),
      mimeType,
      sizeBytes: upload.content.length,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
      storageKey,
      content: inline,
    })
    .returning({ id: files.id, fileName: files.fileName });
  await audit(db, {
    actorUserId: upload.ownerUserId,
    action: 'file.uploaded',
    entityType: 'file',
    entityId: file!.id,
    data: { mimeType, sizeBytes: upload.content.length },
    requestId: upload.requestId,
  });
  return { file_id: file!.id, file_name: file!.fileName };
}

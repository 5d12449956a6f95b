import { randomUUID } from 'node:crypto';
import { ACCEPTED_UPLOAD_TYPES } from '@bi/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { TDatabase } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { pdfActiveContent } from './pdf-active-content';

/** The type is read from the content's magic bytes: a renamed executable stays an executable. */
async function acceptedType(content: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError(415, 'files.typeNotAccepted', {}, [{ field: 'file', key: 'files.typeNotAccepted' }]);
  }
  return detected.mime;
}

/** Office staff open these documents: one that runs a script or opens an attachment never reaches them. */
async function refuseActiveContent(content: Buffer) {
  if (await pdfActiveContent(content)) {
    throw new AppError(422, 'files.activeContent', {}, [{ field: 'file', key: 'files.activeContent' }]);
  }
}

/**
 * Keeps the name readable on the documents and in the office, without paths, control characters or a
 * lone surrogate (PostgreSQL could not store it).
 */
const cleanName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(0, 255) || 'document';

export async function uploadFile(
  db: TDatabase,
  storage: TFileStorage,
  upload: { ownerUserId: string; fileName: string; content: Buffer; sha256: string; requestId: string },
) {
  const mimeType = await acceptedType(upload.content);
  if (mimeType === 'application/pdf') await refuseActiveContent(upload.content);
  const storageKey = randomUUID();
  const { inline } = await storage.put(storageKey, upload.content);
  const [file] = await db
    .insert(files)
    .values({
      ownerUserId: upload.ownerUserId,
      fileName: cleanName(upload.fileName),
      mimeType,
      sizeBytes: upload.content.length,
      sha256: upload.sha256,
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

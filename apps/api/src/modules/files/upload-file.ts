import { randomUUID } from 'node:crypto';
import { ACCEPTED_UPLOAD_TYPES, type TCustomerActor } from '@bi/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { TDatabase } from '../../db/client';
import { files } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { pdfActiveContent } from './pdf-active-content';
import { refuseFalseImage } from './refuse-false-image';
import { nameForType } from './served-name';
import { uploadRefusal } from './upload-refusal';

type TAcceptedType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

const isAccepted = (mime: string): mime is TAcceptedType =>
  (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(mime);

/**
 * The type is read from the content's magic bytes (a renamed executable stays an executable), then the
 * content is checked to be that type through and through: office staff open these documents, and one
 * that runs a script or opens an attachment never reaches them.
 */
async function acceptedType(content: Buffer): Promise<TAcceptedType> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !isAccepted(detected.mime)) throw uploadRefusal(415, 'files.typeNotAccepted');
  if (detected.mime !== 'application/pdf') refuseFalseImage(content, detected.mime);
  else if (await pdfActiveContent(content)) throw uploadRefusal(422, 'files.activeContent');
  return detected.mime;
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
  upload: { owner: TCustomerActor; fileName: string; content: Buffer; sha256: string; requestId: string },
) {
  const mimeType = await acceptedType(upload.content);
  const storageKey = randomUUID();
  const { inline } = await storage.put(storageKey, upload.content);
  const [file] = await db
    .insert(files)
    .values({
      ownerUserId: upload.owner.userId,
      // Stored ending as its type: every place that serves the file under this name serves what it is.
      fileName: nameForType(cleanName(upload.fileName), mimeType),
      mimeType,
      sizeBytes: upload.content.length,
      sha256: upload.sha256,
      storageKey,
      content: inline,
    })
    .returning({ id: files.id, fileName: files.fileName });
  await audit(db, {
    actor: upload.owner,
    action: 'file.uploaded',
    entityType: 'file',
    entityId: file!.id,
    data: { mimeType, sizeBytes: upload.content.length },
    requestId: upload.requestId,
  });
  return { file_id: file!.id, file_name: file!.fileName };
}

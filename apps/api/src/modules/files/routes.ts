import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, ZErrorAnswer } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { refuseDeclaredOversize } from './body-size';
import { closeIfBodyUnread, destroyIfBodyUnread } from './close-unread-body';
import { receiveUpload } from './receive-upload';
import { nameForType } from './served-name';
import { uploadFile } from './upload-file';
import { uploadRefusal } from './upload-refusal';
import { uploadSlots } from './upload-slots';
import { actorOf, customerOf } from '../../lib/request-actor';

const tags = ['files'];
const security = [{ bearer: [] }];
/** A slot frees when an upload ends; a few seconds is what a document photo takes on a slow network. */
const RETRY_AFTER_SECONDS = 5;

/** POST /files (multipart, field `file`) and GET /files/{file_id}/view, for the owner only. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const storage = app.fileStorage;
  const slots = uploadSlots(config.uploadsInFlightPerCustomer);

  app.post(
    '/',
    {
      // The declared size first: an oversized upload costs not even the session's lookup.
      onRequest: [refuseDeclaredOversize, app.authenticate],
      onSend: closeIfBodyUnread,
      onResponse: destroyIfBodyUnread,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ file_id: z.string(), file_name: z.string() }),
          400: ZErrorAnswer,
          401: ZErrorAnswer,
          413: ZErrorAnswer,
          415: ZErrorAnswer,
          422: ZErrorAnswer,
          429: ZErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const owner = actorOf(request, 'customer');
      const release = slots.take(owner.userId);
      if (!release) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw uploadRefusal(429, 'files.tooManyUploads', { max: config.uploadsInFlightPerCustomer });
      }
      // Freed however the upload ends: stored, refused, or cut off by the client (the body's reading fails).
      try {
        const upload = await receiveUpload(request);
        return await uploadFile(app.db, storage, { ...upload, owner, requestId: request.id });
      } finally {
        release();
      }
    },
  );

  app.get(
    '/:file_id/view',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: z.object({ file_id: z.string().max(64) }) },
    },
    async (request, reply) => {
      const id = request.params.file_id;
      // The bytes come from the storage, never from this query: a bytea read through PGlite holds the loop.
      const [file] = isUuid(id)
        ? await app.db
            .select({ storageKey: files.storageKey, mimeType: files.mimeType, fileName: files.fileName })
            .from(files)
            .where(and(eq(files.id, id), eq(files.ownerUserId, customerOf(request).id)))
        : [];
      const content = file ? await storage.get(file.storageKey) : null;
      if (!file || !content) throw new AppError(404, 'subscription.fileNotFound');
      // Served only as the type it was accepted as: the stored type, never sniffed, under a name ending
      // as that type (also for files stored before uploads were named so).
      const name = nameForType(file.fileName, file.mimeType);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};

export default routes;

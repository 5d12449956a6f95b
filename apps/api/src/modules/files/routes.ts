import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, ZErrorAnswer } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { receiveUpload } from './receive-upload';
import { uploadFile } from './upload-file';
import { isUuid } from '../../lib/uuid';

const tags = ['files'];
const security = [{ bearer: [] }];

/** POST /files (multipart, field `file`) and GET /files/{file_id}/view, for the owner only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  app.addHook('onRequest', app.authenticate);
  const storage = app.fileStorage;

  app.post(
    '/',
    {
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
        },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request);
      return uploadFile(app.db, storage, { ...upload, ownerUserId: request.user!.id, requestId: request.id });
    },
  );

  app.get(
    '/:file_id/view',
    { schema: { tags, security, params: z.object({ file_id: z.string().max(64) }) } },
    async (request, reply) => {
      const id = request.params.file_id;
      // The bytes come from the storage, never from this query: a bytea read through PGlite holds the loop.
      const [file] = isUuid(id)
        ? await app.db
            .select({ storageKey: files.storageKey, mimeType: files.mimeType, fileName: files.fileName })
            .from(files)
            .where(and(eq(files.id, id), eq(files.ownerUserId, request.user!.id)))
        : [];
      const content = file ? await storage.get(file.storageKey) : null;
      if (!file || !content) throw new AppError(404, 'subscription.fileNotFound');
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};

export default routes;

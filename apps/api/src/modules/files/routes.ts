import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, ZErrorAnswer } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseStorage } from '../../providers/storage/file-storage';
import { uploadFile } from './upload-file';

const tags = ['files'];
const security = [{ bearer: [] }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tooLarge = () =>
  new AppError(413, 'files.tooLarge', { max: MAX_UPLOAD_BYTES / 1024 / 1024 }, [
    { field: 'file', key: 'files.tooLarge', params: { max: MAX_UPLOAD_BYTES / 1024 / 1024 } },
  ]);

/** POST /files (multipart, field `file`) and GET /files/{file_id}/view, for the owner only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  app.addHook('onRequest', app.authenticate);
  const storage = databaseStorage(app.db);

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
        },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError(415, 'files.missing', {}, [{ field: 'file', key: 'files.missing' }]);
      const part = await request.file();
      if (!part || part.fieldname !== 'file')
        throw new AppError(400, 'files.missing', {}, [{ field: 'file', key: 'files.missing' }]);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
      return uploadFile(app.db, storage, {
        ownerUserId: request.user!.id,
        fileName: part.filename,
        content,
        requestId: request.id,
      });
    },
  );

  app.get(
    '/:file_id/view',
    { schema: { tags, security, params: z.object({ file_id: z.string().max(64) }) } },
    async (request, reply) => {
      const id = request.params.file_id;
      const [file] = UUID.test(id)
        ? await app.db
            .select()
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

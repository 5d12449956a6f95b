import { desc, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { archivedDocuments, outbox } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { readArchivedDocument } from '../archive/archive-document';

const ZDevMessage = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
  /** The documents a mail carries, each with the address that downloads it. */
  attachments: z.array(z.object({ id: z.string(), file_name: z.string(), url: z.string() })),
});

/**
 * The recipient's own messages, chosen by the database before any limit (the newest of everyone's would
 * drop a customer's code once others were sent after it). Phones are compared by their digits, so
 * `+212 6…`, `212-6…` and `2126…` all find the same SMS.
 */
const sentTo = (wanted: string) =>
  wanted.includes('@')
    ? sql`lower(${outbox.recipient}) = ${wanted.toLowerCase()}`
    : sql`regexp_replace(${outbox.recipient}, '[^0-9]', '', 'g') = ${wanted.replace(/\D/g, '')}`;

/** What the dev mailbox shows, one recipient at a time: registered only without real providers. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().trim().min(3).max(254) }),
        response: { 200: z.object({ result: z.array(ZDevMessage) }) },
      },
    },
    async (request) => {
      const mine = await app.db
        .select()
        .from(outbox)
        .where(sentTo(request.query.to))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(200);
      const ids = mine.flatMap((row) => row.attachments ?? []);
      const documents = ids.length
        ? await app.db
            .select({ id: archivedDocuments.id, fileName: archivedDocuments.fileName })
            .from(archivedDocuments)
            .where(inArray(archivedDocuments.id, ids))
        : [];
      const fileNames = new Map(documents.map((document) => [document.id, document.fileName]));
      return {
        result: mine.map((row) => ({
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          text: row.bodyText,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          attachments: (row.attachments ?? []).map((id) => ({
            id,
            file_name: fileNames.get(id) ?? '',
            url: `/api/v1/dev/outbox/attachments/${id}`,
          })),
        })),
      };
    },
  );

  // Only a document some mail carries: the dev mailbox shows what was sent, not the archive.
  app.get(
    '/dev/outbox/attachments/:id',
    { schema: { tags: ['dev'], params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const { id } = request.params;
      const [sent] = isUuid(id)
        ? await app.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(sql`${outbox.attachments} @> ${JSON.stringify([id])}::jsonb`)
            .limit(1)
        : [];
      const document = sent && (await readArchivedDocument(app.db, app.fileStorage, id));
      if (!document) throw new AppError(404, 'http.notFound');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${document.row.fileName}"`)
        .send(document.bytes);
    },
  );
};

export default routes;

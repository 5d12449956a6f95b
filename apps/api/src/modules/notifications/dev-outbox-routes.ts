import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../db/schema';

const ZDevMessage = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
});

/** Phones are compared by their digits, so `+212 6…`, `212-6…` and `2126…` all find the same SMS. */
const matches = (recipient: string, wanted: string) =>
  wanted.includes('@')
    ? recipient.toLowerCase() === wanted.trim().toLowerCase()
    : recipient.replace(/\D/g, '') === wanted.replace(/\D/g, '');

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
      const rows = await app.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(200);
      const { to } = request.query;
      return {
        result: rows
          .filter((row) => !to || matches(row.recipient, to))
          .map((row) => ({
            channel: row.channel,
            to: row.recipient,
            subject: row.subject,
            text: row.bodyText,
            status: row.status,
            created_at: row.createdAt.toISOString(),
          })),
      };
    },
  );
};

export default routes;

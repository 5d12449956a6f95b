import { addDays } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendRenewalReminders, type TReminderLinks } from './renewal-reminders';

/**
 * The hourly job's reminders, run now as on a day ahead: registered only with the dev mailbox (no real
 * providers), so that a contract bought today can be followed to its reminder in development and in
 * the browser journeys, whose server cannot wait three days.
 */
const routes: FastifyPluginAsyncZod<{ links: TReminderLinks }> = async (app, { links }) => {
  app.post(
    '/dev/renewal-reminders',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ days: z.coerce.number().int().min(0).max(92).default(0) }),
        response: { 200: z.object({ reminded: z.number().int() }) },
      },
    },
    async (request) => ({
      reminded: await sendRenewalReminders(app.db, links, addDays(app.clock.today(), request.query.days)),
    }),
  );
};

export default routes;

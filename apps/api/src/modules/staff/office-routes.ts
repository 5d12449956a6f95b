import {
  ZCreateOfficeBody,
  ZDbIdQuery,
  ZErrorAnswer,
  ZOfficeEmailsBody,
  ZOfficeList,
  ZOfficeWithMailboxes,
  ZUpdateOfficeBody,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { contextOf } from '../../lib/request-context';
import { createOffice } from './create-office';
import { loadOfficesWithMailboxes } from './offices-with-mailboxes';
import { setOfficeEmails } from './set-office-emails';
import { setOfficeOpen } from './set-office-open';
import { updateOffice } from './update-office';

const ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };
const ERRORS = { 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer };
const WRITE_ERRORS = { ...ERRORS, 404: ZErrorAnswer, 409: ZErrorAnswer, 422: ZErrorAnswer };
const ZOfficeParams = z.object({ id: ZDbIdQuery });
const ANSWER = { 200: ZOfficeWithMailboxes, ...WRITE_ERRORS };

/** The administrator's offices (registered under the staff routes' admin-only hooks). */
const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offices',
    {
      schema: {
        ...ROUTE,
        description:
          'Every office, closed ones included (`actif: false`), with its addresses, city, kind, flags and the mailboxes that learn of its work.',
        response: { 200: ZOfficeList, ...ERRORS },
      },
    },
    async () => ({ value: await loadOfficesWithMailboxes(app.db) }),
  );

  app.post(
    '/offices',
    {
      schema: {
        ...ROUTE,
        description:
          'Opens an office: from now on step 2 offers it for its city. A code another office has is a 409, an unknown city a 422.',
        body: ZCreateOfficeBody,
        response: ANSWER,
      },
    },
    async (request) => createOffice(app.db, actorOf(request, 'staff'), request.body, contextOf(request)),
  );

  app.put(
    '/offices/:id',
    {
      schema: {
        ...ROUTE,
        description:
          "Changes the office's names, addresses, city, kind and immediate effect (not its code). Contracts made before keep the details they were made with.",
        params: ZOfficeParams,
        body: ZUpdateOfficeBody,
        response: ANSWER,
      },
    },
    async (request) =>
      updateOffice(
        app.db,
        actorOf(request, 'staff'),
        { officeId: request.params.id, body: request.body },
        contextOf(request),
      ),
  );

  for (const [verb, open] of [
    ['close', false],
    ['reopen', true],
  ] as const) {
    app.post(
      `/offices/:id/${verb}`,
      {
        schema: {
          ...ROUTE,
          description: open
            ? 'Reopens a closed office: step 2 offers it again. An open one is a 409.'
            : 'Closes an office: step 2 no longer offers it and refuses it; its contracts stay in its queue, to hand over and terminate. A closed one is a 409.',
          params: ZOfficeParams,
          response: ANSWER,
        },
      },
      async (request) =>
        setOfficeOpen(
          app.db,
          actorOf(request, 'staff'),
          { officeId: request.params.id, open },
          contextOf(request),
        ),
    );
  }

  app.put(
    '/offices/:id/emails',
    {
      schema: {
        ...ROUTE,
        description:
          "Replaces the office's mailboxes (new signed contracts, changes, requests, the morning digest of the day's arrivals). An empty list stops its mail.",
        params: ZOfficeParams,
        body: ZOfficeEmailsBody,
        response: ANSWER,
      },
    },
    async (request) =>
      setOfficeEmails(
        app.db,
        actorOf(request, 'staff'),
        { officeId: request.params.id, emails: request.body.emails },
        contextOf(request),
      ),
  );
};

export default officeRoutes;

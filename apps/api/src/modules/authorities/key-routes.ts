import {
  ZAuthorityKey,
  ZAuthorityKeyBudgetsBody,
  ZAuthorityKeyList,
  ZCreateAuthorityKeyBody,
  ZCreatedAuthorityKey,
  ZErrorAnswer,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { contextOf } from '../../lib/request-context';
import { listAuthorityKeys } from './authority-key-list';
import { createAuthorityKey } from './create-authority-key';
import { revokeAuthorityKey } from './revoke-authority-key';
import { setAuthorityKeyBudgets } from './set-authority-key-budgets';

const ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };
const ERRORS = { 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer };

/** The administrator's calls on the authorities' keys: list, create (the key shown once), budgets, revoke. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/authority-keys',
    {
      schema: {
        ...ROUTE,
        description: "Every authority's key, newest first, revoked ones included: its prefix, never the key.",
        response: { 200: ZAuthorityKeyList, ...ERRORS },
      },
    },
    async () => ({ value: await listAuthorityKeys(app.db) }),
  );

  app.post(
    '/authority-keys',
    {
      schema: {
        ...ROUTE,
        description:
          'Creates a key for an authority with its lookups per minute and per hour and its last day (a year from today by default and at most). The answer holds the key this once: only its SHA-256 is kept.',
        body: ZCreateAuthorityKeyBody,
        response: { 200: ZCreatedAuthorityKey, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return createAuthorityKey(app.db, actorOf(request, 'staff'), request.body, contextOf(request));
    },
  );

  app.patch(
    '/authority-keys/:id',
    {
      schema: {
        ...ROUTE,
        description:
          "Sets a key's lookups per minute and per hour, in force from its next lookup; journaled with the budgets before and after. A revoked key's are not changed (409).",
        params: z.object({ id: z.string().max(64) }),
        body: ZAuthorityKeyBudgetsBody,
        response: { 200: ZAuthorityKey, ...ERRORS, 404: ZErrorAnswer, 409: ZErrorAnswer },
      },
    },
    async (request) =>
      setAuthorityKeyBudgets(
        app.db,
        actorOf(request, 'staff'),
        request.params.id,
        request.body,
        contextOf(request),
      ),
  );

  app.post(
    '/authority-keys/:id/revoke',
    {
      schema: {
        ...ROUTE,
        description: 'Revokes a key: its next lookup is a 401. A revoked key stays revoked.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ZAuthorityKey, ...ERRORS, 404: ZErrorAnswer },
      },
    },
    async (request) =>
      revokeAuthorityKey(app.db, actorOf(request, 'staff'), request.params.id, contextOf(request)),
  );
};

export default routes;

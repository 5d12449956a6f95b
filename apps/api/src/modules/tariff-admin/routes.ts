import {
  ZErrorAnswer,
  ZRejectTariffBody,
  ZTariffVersionDetail,
  ZTariffVersionList,
  ZUpdateTariffDraftBody,
  earliestTariffEffectDate,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/request-actor';
import { contextOf } from '../../lib/request-context';
import { createTariffDraft } from './create-tariff-draft';
import { decideTariffVersion } from './decide-tariff-version';
import { discardTariffVersion } from './discard-tariff-version';
import { submitTariffVersion } from './submit-tariff-version';
import { answerTariffVersion, readTariffVersions, summaryOf } from './tariff-version-view';
import { updateTariffDraft } from './update-tariff-draft';

const ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };
const ERRORS = { 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer };
const ANSWER = {
  200: ZTariffVersionDetail,
  ...ERRORS,
  404: ZErrorAnswer,
  409: ZErrorAnswer,
  422: ZErrorAnswer,
};
const ZParams = z.object({ id: z.uuid() });

/** The administrators' tariff versions (decision 053): list, read with its preview, draft, edit, submit, decide. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/tarifs',
    {
      schema: {
        ...ROUTE,
        description:
          'Every tariff version, the newest first: drafts, versions waiting for a second administrator, approved ones (the one in force today flagged), rejected and discarded ones.',
        response: { 200: ZTariffVersionList, ...ERRORS },
      },
    },
    async (request) => {
      const today = app.clock.today();
      const inForce = await app.tariffs.inForce(today);
      const rows = await readTariffVersions(app.db);
      return {
        today,
        earliest_effect: earliestTariffEffectDate(today),
        value: rows.map((row) => summaryOf(row, actorOf(request, 'staff').userId, inForce)),
      };
    },
  );

  app.get(
    '/tarifs/:id',
    {
      schema: {
        ...ROUTE,
        description:
          "A version's rates with the preview of every usage's starting price and sample quotes, beside the version in force today.",
        params: ZParams,
        response: ANSWER,
      },
    },
    async (request) =>
      answerTariffVersion(
        app.db,
        app.tariffs,
        { admin: actorOf(request, 'staff'), id: request.params.id },
        contextOf(request),
      ),
  );

  app.post(
    '/tarifs',
    {
      schema: {
        ...ROUTE,
        description:
          'A new draft copied from the version in force today, effective tomorrow until its author says otherwise. The caller is its author.',
        response: ANSWER,
      },
    },
    async (request) => createTariffDraft(app.db, app.tariffs, actorOf(request, 'staff'), contextOf(request)),
  );

  app.put(
    '/tarifs/:id',
    {
      schema: {
        ...ROUTE,
        description:
          "The author's figures and effective date for their draft (or rejected version, which becomes a draft again). Another administrator's draft: 403; submitted or approved: 409.",
        params: ZParams,
        body: ZUpdateTariffDraftBody,
        response: ANSWER,
      },
    },
    async (request) =>
      updateTariffDraft(
        app.db,
        app.tariffs,
        { admin: actorOf(request, 'staff'), id: request.params.id, body: request.body },
        contextOf(request),
      ),
  );

  const moves = [
    [
      'submit',
      'The author submits their draft: effective tomorrow at the earliest, every cover sold priced.',
    ],
    ['discard', 'The author discards their draft or rejected version; it stays listed, never priced.'],
  ] as const;
  for (const [verb, description] of moves) {
    app.post(
      `/tarifs/:id/${verb}`,
      { schema: { ...ROUTE, description, params: ZParams, response: ANSWER } },
      async (request) => {
        const input = { admin: actorOf(request, 'staff'), id: request.params.id };
        const run = verb === 'submit' ? submitTariffVersion : discardTariffVersion;
        return run(app.db, app.tariffs, input, contextOf(request));
      },
    );
  }

  app.post(
    '/tarifs/:id/approve',
    {
      schema: {
        ...ROUTE,
        description:
          'A second administrator approves a submitted version: published for its effective date (tomorrow at the earliest), never changed again. Its author: 403.',
        params: ZParams,
        response: ANSWER,
      },
    },
    async (request) =>
      decideTariffVersion(
        app.db,
        app.tariffs,
        { admin: actorOf(request, 'staff'), id: request.params.id, decision: { event: 'approve' } },
        contextOf(request),
      ),
  );

  app.post(
    '/tarifs/:id/reject',
    {
      schema: {
        ...ROUTE,
        description:
          'A second administrator rejects a submitted version with a reason its author reads; the author may edit it again. Its author: 403.',
        params: ZParams,
        body: ZRejectTariffBody,
        response: ANSWER,
      },
    },
    async (request) =>
      decideTariffVersion(
        app.db,
        app.tariffs,
        {
          admin: actorOf(request, 'staff'),
          id: request.params.id,
          decision: { event: 'reject', reason: request.body.motif },
        },
        contextOf(request),
      ),
  );
};

export default routes;

import {
  insurerContactLine,
  ZCancelBody,
  ZEffectDateBody,
  ZExtensionPeriodBody,
  ZOfferedPeriodList,
  ZSouscriptionAnswer,
  ZTerminationBody,
  ZWithdrawalBody,
  type TActor,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import { contextOf } from '../../lib/request-context';
import { createSigningProvider } from '../../providers/signing/internal-signing-provider';
import { loadAfterSaleOf } from '../subscriptions/after-sale-facts';
import { expectedVersionOf } from '../subscriptions/optimistic-lock';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { SUBSCRIPTION_ERRORS, SUBSCRIPTION_ROUTE, ZIdParams } from '../subscriptions/route-schemas';
import { toSouscriptionAnswer } from '../subscriptions/subscription-answer';
import { cancelSubscription } from './cancel-subscription';
import { changeEffectDate } from './change-effect-date';
import { chooseExtensionPeriod, listExtensionPeriods } from './choose-extension-period';
import { extendSubscription } from './extend-subscription';
import { requestTermination } from './request-termination';
import { withdrawSubscription } from './withdraw-subscription';
import { actorOf } from '../../lib/request-actor';

const schemaOf = (description: string) => ({
  ...SUBSCRIPTION_ROUTE,
  description: `${description} Allowed as the contract card allows it (spec §4), else a 409 saying why. Send the version last read as If-Match; a stale one is a 409.`,
  params: ZIdParams,
  response: { 200: ZSouscriptionAnswer, ...SUBSCRIPTION_ERRORS },
});

/** Spec §4's after-sale actions on the caller's own contracts: thin routes, one use case each. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  // An endorsement is sealed like the signed contract it replaces.
  const signing = createSigningProvider(config);

  const answer = async (row: TSubscriptionRow) =>
    toSouscriptionAnswer(row, app.clock.today(), await loadAfterSaleOf(app.db, row));
  const who = (request: { actor: TActor | null; params: { id: string } }) => ({
    actor: actorOf(request, 'customer'),
    id: request.params.id,
  });

  app.post(
    '/:id/cancel',
    {
      schema: {
        ...schemaOf(
          'Cancels before the effect date and before the certificate is collected. Paid or signed, a refund of the premium opens (`refund`, due within 20 working days); the signing link and the certificate stop working.',
        ),
        body: ZCancelBody,
      },
    },
    async (request) =>
      answer(
        await cancelSubscription(
          app.db,
          { insurerEmail: config.insurerEmail, publicUrl: config.publicUrl },
          { ...who(request), expectedVersion: expectedVersionOf(request), reason: request.body?.motif },
          contextOf(request),
        ),
      ),
  );

  app.put(
    '/:id/date_effet',
    {
      schema: {
        ...schemaOf(
          'A new effect date (today to three months ahead) before the current one, same duration and premium; the end date is recomputed and a signed contract gets a new certificate by mail.',
        ),
        body: ZEffectDateBody,
      },
    },
    async (request) =>
      answer(
        await changeEffectDate(
          {
            db: app.db,
            tariffs: app.tariffs,
            storage: app.fileStorage,
            pdf: app.pdf,
            publicUrl: config.publicUrl,
            signing,
          },
          {
            ...who(request),
            expectedVersion: expectedVersionOf(request),
            dateEffet: request.body.date_effet,
          },
          contextOf(request),
        ),
      ),
  );

  app.post(
    '/:id',
    {
      schema: {
        ...schemaOf(
          'Termination request (spec §7) for a paid or signed contract during its cover, once: recorded and sent to the insurer, who contacts the customer (`termination_requested_at`). The status does not change until the insurer terminates.',
        ),
        body: ZTerminationBody,
      },
    },
    async (request) =>
      answer(
        await requestTermination(
          app.db,
          { insurerEmail: config.insurerEmail, contact: insurerContactLine(), publicUrl: config.publicUrl },
          { ...who(request), expectedVersion: expectedVersionOf(request), reason: request.body?.motif },
          contextOf(request),
        ),
      ),
  );

  app.post(
    '/:id/withdraw',
    {
      schema: {
        ...schemaOf(
          'Withdrawal (law 31-08) from a signed contract within seven clear days of its signature, even once the cover has started or the certificate was handed over (before both, use cancel), while the cover has not run its course: no acceptance needed. Status cancelled (read as withdrawn), every certificate revoked, a refund opened (`refund`, reason `withdrawal`: the sums paid less the premium of the days already covered, stamp given back; due within 20 working days); customer, insurer and office are mailed.',
        ),
        body: ZWithdrawalBody,
      },
    },
    async (request) =>
      answer(
        await withdrawSubscription(
          app.db,
          { insurerEmail: config.insurerEmail, publicUrl: config.publicUrl },
          { ...who(request), expectedVersion: expectedVersionOf(request), reason: request.body?.motif },
          contextOf(request),
        ),
      ),
  );

  app.post(
    '/:id/extend',
    {
      schema: schemaOf(
        'Starts the extension of a paid or signed contract whose cover has started: answers the NEW subscription (`extended_from`, `old_periode_info`), step 0 done, insured, office, vehicle and documents carried over. An extension already under way is answered again.',
      ),
    },
    async (request) =>
      answer(
        await extendSubscription(
          app.db,
          { ...who(request), expectedVersion: expectedVersionOf(request) },
          contextOf(request),
          app.tariffs,
        ),
      ),
  );

  app.get(
    '/:id/extension-periods',
    {
      schema: {
        ...SUBSCRIPTION_ROUTE,
        description:
          "For an extension waiting for a period (its contract's switched off since it was sold: `periode_info` null, `pack_info` kept), the periods offered today, each with the dates and the total it would give the extension with the cover kept, as `…/extension-period` prices it. Empty for any other extension.",
        params: ZIdParams,
        response: { 200: ZOfferedPeriodList, ...SUBSCRIPTION_ERRORS },
      },
    },
    async (request) => ({
      result: await listExtensionPeriods(app.db, app.tariffs, who(request), contextOf(request)),
    }),
  );

  app.post(
    '/:id/extension-period',
    {
      schema: {
        ...SUBSCRIPTION_ROUTE,
        description:
          "An extension whose contract's period was switched off since it was sold waits at its quote without one (`periode_info` null, `pack_info` kept): this takes a period offered today (`GET …/periodes`), priced with the cover kept from the day after the contract ends; the quote is then confirmed as usual. A period switched off is a 422. Send the version last read as If-Match; a stale one is a 409.",
        params: ZIdParams,
        body: ZExtensionPeriodBody,
        response: { 200: ZSouscriptionAnswer, ...SUBSCRIPTION_ERRORS },
      },
    },
    async (request) =>
      answer(
        await chooseExtensionPeriod(
          app.db,
          app.tariffs,
          {
            ...who(request),
            periodeId: request.body.periode_Id,
            expectedVersion: expectedVersionOf(request),
          },
          contextOf(request),
        ),
      ),
  );
};

export default routes;

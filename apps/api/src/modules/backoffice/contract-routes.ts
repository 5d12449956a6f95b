import {
  ZBackofficeContract,
  ZDocumentParams,
  ZErrorAnswer,
  ZHandoverBody,
  ZReviewBody,
  ZWithdrawalLetterBody,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import { actorOf } from '../../lib/request-actor';
import { contextOf } from '../../lib/request-context';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { sendDocument, sendPdf } from './counter-files';
import { handOver } from './hand-over';
import { openContract } from './open-contract';
import { printAtCounter } from './print-at-counter';
import { readContract } from './read-contract';
import { recordWithdrawalLetter } from './record-withdrawal-letter';
import { reviewDocument } from './review-document';
import { BACKOFFICE_ERRORS, BACKOFFICE_ROUTE, ZIdParams } from './route-schemas';
import { viewDocument } from './view-document';

const ZContractAnswer = { 200: ZBackofficeContract, ...BACKOFFICE_ERRORS };
const ZWriteAnswer = { ...ZContractAnswer, 409: ZErrorAnswer };
const ZFileAnswer = { 401: ZErrorAnswer, 403: ZErrorAnswer, 404: ZErrorAnswer };

/** One contract at the counter: read, its documents shown and checked, handed over, a letter of withdrawal, printed. */
const contractRoutes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  // Every change answers the contract again, as the counter then shows it.
  const contractOf = (row: TSubscriptionRow) => readContract(app.db, row, app.clock.today());

  app.get(
    '/souscriptions/:id',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "One contract of the caller's offices: the subscription, the customer's contacts, each document on file with its check, the archived contract and certificates, the handover and what still blocks it, the termination request and the refund. Another office's contract is a 404, as an unknown id.",
        params: ZIdParams,
        response: ZContractAnswer,
      },
    },
    async (request) => openContract(app.db, actorOf(request, 'staff'), request.params.id, contextOf(request)),
  );

  app.get(
    '/souscriptions/:id/documents/:kind/view',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          'The document on file as uploaded, with the type read from its content at upload, to show in the page (inline, never cached).',
        params: ZDocumentParams,
        response: ZFileAnswer,
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await viewDocument(app.db, app.fileStorage, actorOf(request, 'staff'), request.params, {
          requestId: request.id,
        }),
      ),
  );

  app.post(
    '/souscriptions/:id/documents/:kind/review',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          'Verifies or rejects the document on file, as the review rules allow (409 otherwise, and once the certificate is handed over). A rejection tells the customer by mail and SMS, in their language, which document to send again and why. Answers the contract again.',
        params: ZDocumentParams,
        body: ZReviewBody,
        response: ZWriteAnswer,
      },
    },
    async (request) =>
      contractOf(
        await reviewDocument(
          app.db,
          config.publicUrl,
          actorOf(request, 'staff'),
          { ...request.params, body: request.body },
          contextOf(request),
        ),
      ),
  );

  app.post(
    '/souscriptions/:id/handover',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "Records that the certificate in force was handed over at the counter, the insured's identity and the vehicle's originals checked. Refused (409, naming the first blocker) unless the contract is signed, not handed over yet, with no termination request waiting for the office's decision, and every required document verified. From then on the customer can no longer cancel it online. Answers the contract again.",
        params: ZIdParams,
        body: ZHandoverBody,
        response: ZWriteAnswer,
      },
    },
    async (request) =>
      contractOf(
        await handOver(
          app.db,
          actorOf(request, 'staff'),
          {
            id: request.params.id,
            identityChecked: request.body.identity_checked,
            originalsChecked: request.body.originals_checked,
          },
          contextOf(request),
        ),
      ),
  );

  app.post(
    '/souscriptions/:id/withdrawal',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "Records a withdrawal (law 31-08) the customer sent by letter, dated `date_lettre` (not after today): refused (409, saying why) unless the contract is signed, the letter falls within the seven clear days after the signature and before the cover's end, and no termination is asked. Then as the customer's own withdrawal: status cancelled (read as withdrawn), certificates revoked, the refund opened (due 20 working days after the letter's date), customer, insurer and office mailed; audited with the clerk. Answers the contract again.",
        params: ZIdParams,
        body: ZWithdrawalLetterBody,
        response: ZWriteAnswer,
      },
    },
    async (request) =>
      contractOf(
        await recordWithdrawalLetter(
          app.db,
          { insurerEmail: config.insurerEmail, publicUrl: config.publicUrl },
          actorOf(request, 'staff'),
          { id: request.params.id, letterDate: request.body.date_lettre, note: request.body.note },
          contextOf(request),
        ),
      ),
  );

  const printed = [
    [
      'pdf',
      'contract',
      'The contract in force as archived (the signed contract, or the latest endorsement), as PDF for printing. 404 before signing.',
    ],
    [
      'certificate',
      'certificate',
      'The certificate in force as archived, as PDF for printing. 404 before signing.',
    ],
  ] as const;
  for (const [path, document, description] of printed) {
    app.get(
      `/souscriptions/:id/${path}`,
      { schema: { ...BACKOFFICE_ROUTE, description, params: ZIdParams, response: ZFileAnswer } },
      async (request, reply) =>
        sendPdf(
          reply,
          await printAtCounter(
            app.db,
            app.fileStorage,
            actorOf(request, 'staff'),
            { id: request.params.id, document },
            contextOf(request),
          ),
        ),
    );
  }
};

export default contractRoutes;

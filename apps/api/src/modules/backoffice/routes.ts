import {
  ZBackofficeContract,
  ZDocumentParams,
  ZErrorAnswer,
  ZHandoverBody,
  ZQueueAnswer,
  ZQueueQuery,
  ZReviewBody,
  ZStaffLanguageBody,
  ZStaffMe,
  ZStaffVerificationAnswer,
  ZWithdrawalLetterBody,
} from '@bi/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { contextOf } from '../../lib/request-context';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { readCurrentCertificate } from '../certificates/current-certificate';
import { findOfficeSubscription } from './find-office-subscription';
import { handOver } from './hand-over';
import { listQueue } from './list-queue';
import { readContractInForce } from './printable-documents';
import { readContract } from './read-contract';
import { recordView } from './record-view';
import { recordWithdrawalLetter } from './record-withdrawal-letter';
import { reviewDocument } from './review-document';
import { BACKOFFICE_ERRORS, BACKOFFICE_ROUTE, ZIdParams } from './route-schemas';
import { setStaffLanguage } from './set-staff-language';
import { staffMe } from './staff-me';
import { staffVerification } from './staff-verification';
import { viewDocument } from './view-document';
import { nameForType } from '../files/served-name';
import { staffOf } from '../../lib/request-actor';

const ZContractAnswer = { 200: ZBackofficeContract, ...BACKOFFICE_ERRORS };
const ZWriteAnswer = { ...ZContractAnswer, 409: ZErrorAnswer };

/** Printed at the counter, never kept by a browser or a proxy. */
const sendPdf = (reply: FastifyReply, fileName: string, bytes: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);

/**
 * A customer's upload shown in the page: its sniffed type, never guessed again by the browser, never
 * cached, under a name ending as that type (an older row's image named `.pdf` too).
 */
const sendDocument = (reply: FastifyReply, file: { mimeType: string; fileName: string; content: Buffer }) =>
  reply
    .header('content-type', file.mimeType)
    .header(
      'content-disposition',
      `inline; filename*=UTF-8''${encodeURIComponent(nameForType(file.fileName, file.mimeType))}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.content);

/** The clerk's counter: the queue, one contract, its documents, the handover, the staff's verification. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticateStaff);

  const contractOf = (row: TSubscriptionRow) => readContract(app.db, row, app.clock.today());

  app.get(
    '/me',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          'The signed-in staff member and the offices they act for (every active office for an administrator).',
        response: { 200: ZStaffMe, 401: ZErrorAnswer, 403: ZErrorAnswer },
      },
    },
    async (request) => staffMe(app.db, staffOf(request)),
  );

  app.put(
    '/me/language',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "The staff member's language, chosen in the console: kept on their account, the back office opens in it on any device and their mails follow it (a sign-in does not change it).",
        body: ZStaffLanguageBody,
        response: { 200: ZStaffMe, 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer },
      },
    },
    async (request) => setStaffLanguage(app.db, staffOf(request), request.body.language),
  );

  app.get(
    '/queue',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "What waits at the caller's counters: paid or signed contracts whose certificate is not handed over yet, effect date today first, then the coming ones, then the past ones, with each one's documents still to check. `office` narrows to one of the caller's offices (another office's id narrows to nothing: an empty list). With `q`, a search among the offices' paid, signed and cancelled contracts, handed over or not, by code, plate, insured name or certificate number; `counts` stay those of the queue.",
        querystring: ZQueueQuery,
        response: { 200: ZQueueAnswer, ...BACKOFFICE_ERRORS },
      },
    },
    async (request) => listQueue(app.db, staffOf(request), request.query, app.clock.today()),
  );

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
    async (request) => {
      const staff = staffOf(request);
      const row = await findOfficeSubscription(app.db, staff, request.params.id);
      await recordView(
        app.db,
        staff.id,
        { action: 'contract.viewed', subscriptionId: row.id },
        contextOf(request),
      );
      return contractOf(row);
    },
  );

  app.get(
    '/souscriptions/:id/documents/:kind/view',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          'The document on file as uploaded, with the type read from its content at upload, to show in the page (inline, never cached).',
        params: ZDocumentParams,
        response: { 401: ZErrorAnswer, 403: ZErrorAnswer, 404: ZErrorAnswer },
      },
    },
    async (request, reply) => {
      const file = await viewDocument(app.db, app.fileStorage, staffOf(request), request.params, {
        requestId: request.id,
      });
      return sendDocument(reply, file);
    },
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
          staffOf(request),
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
          staffOf(request),
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
          staffOf(request),
          { id: request.params.id, letterDate: request.body.date_lettre, note: request.body.note },
          contextOf(request),
        ),
      ),
  );

  app.get(
    '/souscriptions/:id/pdf',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          'The contract in force as archived (the signed contract, or the latest endorsement), as PDF for printing. 404 before signing.',
        params: ZIdParams,
        response: { 401: ZErrorAnswer, 403: ZErrorAnswer, 404: ZErrorAnswer },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const row = await findOfficeSubscription(app.db, staff, request.params.id);
      const contract = await readContractInForce(app.db, app.fileStorage, row.id);
      if (!contract) throw new AppError(404, 'backoffice.contractNotSigned');
      await recordView(
        app.db,
        staff.id,
        { action: 'contract.printed', subscriptionId: row.id, data: { document: 'contract' } },
        contextOf(request),
      );
      return sendPdf(reply, `${row.codeStr}.pdf`, contract.bytes);
    },
  );

  app.get(
    '/souscriptions/:id/certificate',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description: 'The certificate in force as archived, as PDF for printing. 404 before signing.',
        params: ZIdParams,
        response: { 401: ZErrorAnswer, 403: ZErrorAnswer, 404: ZErrorAnswer },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const row = await findOfficeSubscription(app.db, staff, request.params.id);
      const certificate = await readCurrentCertificate(app.db, app.fileStorage, row.id);
      if (!certificate) throw new AppError(404, 'certificate.notFound');
      await recordView(
        app.db,
        staff.id,
        {
          action: 'contract.printed',
          subscriptionId: row.id,
          data: { document: 'certificate', number: certificate.number },
        },
        contextOf(request),
      );
      return sendPdf(reply, `${certificate.number}.pdf`, certificate.bytes);
    },
  );

  app.get(
    '/verification/:code',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "A scanned certificate (its QR code's code; at the caller's offices, also its number or the contract's code): its validity as anyone sees it, plus, for a contract of the caller's offices, the insured's name, identity number, status and handover (`contract`, null for another office's).",
        params: z.object({ code: z.string().max(64) }),
        response: { 200: ZStaffVerificationAnswer, ...BACKOFFICE_ERRORS },
      },
    },
    async (request, reply) => {
      // Judged on the day, and a revocation must show at once.
      reply.header('cache-control', 'no-store');
      const staff = staffOf(request);
      const answer = await staffVerification(app.db, staff, request.params.code, contextOf(request));
      // Only a scan that shows the insured's name and identity number is a view of personal data.
      if (answer.contract) {
        await recordView(
          app.db,
          staff.id,
          { action: 'certificate.scanned', subscriptionId: answer.contract.subscription_id },
          contextOf(request),
        );
      }
      return answer;
    },
  );
};

export default routes;

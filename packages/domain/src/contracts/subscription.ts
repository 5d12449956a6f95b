import { z } from 'zod';
import { ZRejectionReason, ZReviewStatus } from '../backoffice/document-review';
import { ZStatut } from '../subscription/lifecycle';
import { PAYMENT_REFUSALS } from '../subscription/payability';
import { DOCUMENT_FIELDS } from './documents';
import {
  ZCoverInfo,
  ZDocumentsInfo,
  ZInsured,
  ZPaymentDetails,
  ZPeriodInfo,
  ZQuoteResult,
  ZVehicle,
} from './subscription-parts';
import { ZRefund } from './after-sale';
import { MAX_DB_INTEGER, ZIsoDate } from './wire';

const ZToday = ZIsoDate.describe(
  "The server's date in Morocco when it answered: the web applies the date rules with it, never with the phone's clock.",
);

/** The office's check of one document the customer sent; not yet looked at reads as pending. */
export const ZDocumentReviewState = z.object({
  kind: z.enum(DOCUMENT_FIELDS),
  status: ZReviewStatus,
  reason: ZRejectionReason.nullable(),
  comment: z.string().nullable(),
});
export type TDocumentReviewState = z.infer<typeof ZDocumentReviewState>;

/** A sealed document kept for this contract: the signed contract, its endorsements, the certificates. */
export const ZCustomerArchivedDocument = z.object({
  id: z.string(),
  kind: z.enum(['signed_contract', 'endorsement', 'certificate']),
  file_name: z.string(),
  created_at: z.string(),
  replaced: z
    .boolean()
    .describe('An endorsement (or, for a certificate, a newer certificate) took its place.'),
});
export type TCustomerArchivedDocument = z.infer<typeof ZCustomerArchivedDocument>;

/** The subscription as spec §3 names it; each part is filled by its step and typed once. */
export const ZSouscriptionAnswer = z.object({
  _id: z.string(),
  code_str: z.string(),
  statut: ZStatut,
  current_step: z
    .number()
    .int()
    .describe('The next step to do, 0 to 7; 8 once every step is done (see ready_to_pay).'),
  ready_to_pay: z
    .boolean()
    .describe('Confirmed with every step done, documents included: the card payment may start.'),
  payment_refusal: z
    .enum(PAYMENT_REFUSALS)
    .nullable()
    .describe(
      'Why the card payment cannot start now, null when ready_to_pay: the pay link refuses for the same reason.',
    ),
  user_info: ZInsured,
  vehicule_info: ZVehicle.nullable(),
  periode_info: ZPeriodInfo.nullable(),
  pack_info: ZCoverInfo.nullable(),
  documents_info: ZDocumentsInfo.nullable(),
  payment_info: ZPaymentDetails.extend({
    is_paid: z.boolean().describe('Derived from statut: paid or signed.'),
  }),
  simulation_result: ZQuoteResult.nullable(),
  extended_from: z.string().nullable().describe('The subscription this one extends, if any.'),
  old_periode_info: ZPeriodInfo.nullable().describe(
    "The extended subscription's period: step 4 offers the same duration, starting two days after its end.",
  ),
  signed_at: z
    .string()
    .nullable()
    .describe('When the contract was signed (ISO 8601), which starts the withdrawal period.'),
  certificate_collected: z
    .boolean()
    .describe(
      'The certificate was handed over at the office: the contract can no longer be cancelled online.',
    ),
  termination_requested_at: z
    .string()
    .nullable()
    .describe('When the customer asked to terminate, if they did.'),
  termination_applied: z
    .boolean()
    .optional()
    .describe('The insurer applied that termination: the cover ended on the day asked.'),
  extended: z
    .boolean()
    .describe('An extension of this contract is paid or signed: it is not extended again.'),
  extends_terminating: z
    .boolean()
    .optional()
    .describe(
      'This extension’s contract has its termination asked or applied: unpaid, it is no longer continued nor paid.',
    ),
  refund: ZRefund.nullable().describe('The refund opened by cancelling a paid contract.'),
  documents_review: z
    .array(ZDocumentReviewState)
    .describe('Each document sent, as the office checked it (pending until a clerk looks).'),
  handed_over_at: z
    .string()
    .nullable()
    .describe('When the office handed the certificate over (ISO 8601), if it did.'),
  archive: z.array(ZCustomerArchivedDocument).describe('The sealed documents of the contract, oldest first.'),
  today: ZToday,
  version: z
    .number()
    .int()
    .describe('Optimistic lock: send it back as If-Match on a write; a stale one is a 409.'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSouscriptionAnswer = z.infer<typeof ZSouscriptionAnswer>;

/** Versions of the texts a customer accepts; a consent is stored with the version it was given to. */
export const LEGAL_TEXT_VERSIONS = {
  cgv: '1.0-2026-11-22',
  pdc: '1.0-2026-11-22',
  /** Step 1: the file of a customer living abroad is handled in Morocco. */
  maroc: '1.0-2026-11-23',
} as const;

export const LIST_PAGE_SIZE = 30;

/** GET /users/souscriptions/?$top=30&$skip=0&$sort=created_at DESC */
export const ZListQuery = z.object({
  $top: z.coerce.number().int().min(1).max(100).default(LIST_PAGE_SIZE),
  $skip: z.coerce.number().int().min(0).max(MAX_DB_INTEGER).default(0),
  $sort: z.enum(['created_at DESC', 'created_at ASC']).default('created_at DESC'),
});

export const ZListAnswer = z.object({
  count: z.number().int(),
  value: z.array(ZSouscriptionAnswer),
  skip: z.number().int(),
  today: ZToday,
});
export type TListAnswer = z.infer<typeof ZListAnswer>;

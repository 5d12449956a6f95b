import { z } from 'zod';
import { ZReviewStatus, ZRejectionReason } from '../backoffice/document-review';
import { HANDOVER_BLOCKERS } from '../backoffice/handover';
import { ZStaffRole } from '../backoffice/staff-roles';
import { ZTerminationStatus } from '../backoffice/termination';
import { ZStatut } from '../subscription/lifecycle';
import { REFUND_REASONS } from '../subscription/refund';
import { DOCUMENT_FIELDS } from './documents';
import { ZSouscriptionAnswer } from './subscription';
import { ZCertificateValidity } from './verification';
import { MAX_DB_INTEGER, ZAmount, ZDbIdQuery, ZIsoDate } from './wire';

// The staff's calls, under /api/v1/backoffice. Every one is checked on the server: a customer's token
// is a 403, a clerk reaches the subscriptions of their own offices only (another office's is a 404, as
// an unknown id), and the administrator's calls (staff, offices' mailboxes, audit log) are a 403 to a clerk.

export const ZInstant = z.string().describe('ISO 8601 with offset.');
/** A page of a staff list: `$top` items from `$skip`. */
export const ZPage = {
  $top: z.coerce.number().int().min(1).max(100).default(30),
  $skip: z.coerce.number().int().min(0).max(MAX_DB_INTEGER).default(0),
};
const ZSearchText = z.string().trim().min(1).max(100);
/** A staff list narrowed to one office; another office's id lists nothing, as if it did not exist. */
const ZOfficeQuery = ZDbIdQuery.optional().describe('One of the caller’s offices; all of them when absent.');

export const ZDocumentKind = z.enum(DOCUMENT_FIELDS);

/** An office as a staff list names it, in French and in Arabic. */
export const ZOfficeName = z.object({
  intermediaire_Id: z.number().int(),
  intermediaire_RS: z.string(),
  intermediaire_RS_AR: z
    .string()
    .describe('The Arabic name, the French one where none is known (agents keep their trade name).'),
});
export type TOfficeName = z.infer<typeof ZOfficeName>;

export const ZOfficeRef = ZOfficeName.extend({
  intermediaire_Code: z.string(),
  ville_Name: z.string(),
  ville_Name_AR: z.string(),
  posteFrontalier: z.boolean(),
  effetImmediat: z.boolean(),
});
export type TOfficeRef = z.infer<typeof ZOfficeRef>;

/** GET /backoffice/me: who is signed in on the staff side and which offices they act for. */
export const ZStaffMe = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: ZStaffRole,
  language: z
    .enum(['fr', 'en', 'ar'])
    .describe('The language the back office and the staff member’s mails are in (decision 056).'),
  offices: z.array(ZOfficeRef).describe("A clerk's offices; every office for an administrator."),
});
/** PUT /backoffice/me/language: the staff member's own choice of language, kept on their account. */
export const ZStaffLanguageBody = z.object({ language: z.enum(['fr', 'en', 'ar']) }).strict();
export type TStaffMe = z.infer<typeof ZStaffMe>;

// ── The counter's queue ─────────────────────────────────────────────────────────────────────────

export const ZQueueQuery = z.object({
  ...ZPage,
  office: ZOfficeQuery,
  q: ZSearchText.optional().describe(
    'Subscription code, plate, insured name or certificate number. With q, contracts already handed over, cancelled or ended are found too.',
  ),
});
export type TQueueQuery = z.infer<typeof ZQueueQuery>;

export const ZQueueItem = z.object({
  _id: z.string(),
  code_str: z.string(),
  statut: ZStatut,
  termination_applied: z
    .boolean()
    .describe('The insurer terminated this contract (statut cancelled): shown as terminated, not cancelled.'),
  termination_requested: z
    .boolean()
    .describe(
      'The customer asked to terminate and the office has not decided yet: decided before any handover.',
    ),
  insured_name: z.string(),
  plate: z.string().nullable(),
  effect_date: ZIsoDate.nullable(),
  end_date: ZIsoDate.nullable(),
  office: ZOfficeName.nullable(),
  certificate_number: z.string().nullable(),
  documents: z.object({
    verified: z.number().int(),
    rejected: z.number().int(),
    pending: z.number().int(),
  }),
  handed_over_at: ZInstant.nullable(),
});
export type TQueueItem = z.infer<typeof ZQueueItem>;

export const ZQueueAnswer = z.object({
  count: z.number().int(),
  skip: z.number().int(),
  value: z.array(ZQueueItem).describe('Paid or signed, not yet handed over, by effect date (today first).'),
  counts: z.object({
    arriving_today: z.number().int(),
    to_review: z.number().int().describe('With a document still to check.'),
    ready: z.number().int().describe('Signed, every document verified: ready to hand over.'),
    total: z.number().int(),
  }),
  today: ZIsoDate,
});
export type TQueueAnswer = z.infer<typeof ZQueueAnswer>;

// ── One contract, as the office sees it ─────────────────────────────────────────────────────────

export const ZReviewedDocument = z.object({
  kind: ZDocumentKind,
  file_id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  status: ZReviewStatus,
  reason: ZRejectionReason.nullable(),
  comment: z.string().nullable(),
  reviewed_at: ZInstant.nullable(),
  reviewed_by: z.string().nullable().describe('The e-mail of the clerk who reviewed it.'),
});
export type TReviewedDocument = z.infer<typeof ZReviewedDocument>;

export const ZArchivedDocumentRef = z.object({
  id: z.string(),
  kind: z.enum(['signed_contract', 'endorsement', 'certificate']),
  file_name: z.string(),
  sha256: z.string(),
  created_at: ZInstant,
  replaced: z.boolean().describe('An endorsement (or a new certificate) took its place.'),
});
export type TArchivedDocumentRef = z.infer<typeof ZArchivedDocumentRef>;

export const ZHandover = z.object({
  handed_at: ZInstant,
  clerk: z.string().describe("Who handed it over: the clerk's first and last names, else their e-mail."),
  office: ZOfficeName.describe('The office the certificate was handed over at, named in French and Arabic.'),
  identity_checked: z.boolean(),
  originals_checked: z.boolean(),
});

export const ZTerminationItem = z.object({
  _id: z.string(),
  subscription_id: z.string(),
  code_str: z.string(),
  office: ZOfficeName.nullable(),
  insured_name: z.string(),
  plate: z.string().nullable(),
  end_date: ZIsoDate.nullable(),
  terminated_on: ZIsoDate.nullable().describe('Applied: the day the cover ended, the day it was asked.'),
  requested_at: ZInstant,
  reason: z.string().nullable(),
  status: ZTerminationStatus,
  decided_at: ZInstant.nullable(),
  decision_reason: z.string().nullable(),
  refund_if_applied: ZAmount.nullable().describe(
    'Open: what applying it today would refund (the pro rata the apply opens, the stamp kept); null once decided or when nothing is owed.',
  ),
});
export type TTerminationItem = z.infer<typeof ZTerminationItem>;

export const ZRefundItem = z.object({
  _id: z.string(),
  subscription_id: z.string(),
  code_str: z.string(),
  office: ZOfficeName.nullable(),
  insured_name: z.string(),
  reason: z.enum(REFUND_REASONS),
  montant: ZAmount,
  requested_at: ZInstant,
  due_by: ZIsoDate,
  overdue: z.boolean(),
  status: z.enum(['pending', 'refunded']),
  reference: z.string().nullable(),
  refunded_at: ZInstant.nullable(),
});
export type TRefundItem = z.infer<typeof ZRefundItem>;

export const ZBackofficeContract = z.object({
  souscription: ZSouscriptionAnswer,
  customer: z.object({
    email: z.string(),
    phone: z.string().nullable(),
    language: z.enum(['fr', 'en', 'ar']),
  }),
  office: ZOfficeRef.nullable(),
  documents: z.array(ZReviewedDocument),
  archived: z.array(ZArchivedDocumentRef),
  certificate: z
    .object({
      number: z.string(),
      verification_code: z.string(),
      valid_from: ZIsoDate,
      valid_to: ZIsoDate,
      revoked_at: ZInstant.nullable(),
    })
    .nullable(),
  handover: ZHandover.nullable(),
  handover_blockers: z.array(z.enum(HANDOVER_BLOCKERS)),
  termination: ZTerminationItem.nullable(),
  refund: ZRefundItem.nullable(),
});
export type TBackofficeContract = z.infer<typeof ZBackofficeContract>;

export const ZDocumentParams = z.object({ id: z.string(), kind: ZDocumentKind });

/** POST /backoffice/souscriptions/{id}/documents/{kind}/review */
const ZReviewedFile = z
  .string()
  .max(64)
  .describe('The file the clerk looked at: if the customer replaced it since, the review is a 409.');

export const ZReviewBody = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('verified'), file_id: ZReviewedFile }).strict(),
    z
      .object({
        decision: z.literal('rejected'),
        file_id: ZReviewedFile,
        reason: ZRejectionReason,
        comment: z.string().trim().max(300).optional(),
      })
      .strict()
      .refine((body) => body.reason !== 'other' || (body.comment?.length ?? 0) >= 3, {
        message: 'backoffice.review.commentRequired',
        path: ['comment'],
      }),
  ])
  .describe('A rejection names a reason from the list, or `other` with the clerk’s own words.');
export type TReviewBody = z.infer<typeof ZReviewBody>;

/** POST /backoffice/souscriptions/{id}/handover: the clerk attests both checks at the counter. */
export const ZHandoverBody = z
  .object({
    identity_checked: z.literal(true, { message: 'backoffice.handover.checksRequired' }),
    originals_checked: z.literal(true, { message: 'backoffice.handover.checksRequired' }),
  })
  .strict();
export type THandoverBody = z.infer<typeof ZHandoverBody>;

/** GET /backoffice/verification/{code}: the public answer plus what a counter checks identity with. */
export const ZStaffVerificationAnswer = z.object({
  status: ZCertificateValidity,
  certificate_number: z.string(),
  plate: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  trailer_covered: z.boolean(),
  checked_on: z.string(),
  /** Null when the contract belongs to an office the clerk does not act for. */
  contract: z
    .object({
      subscription_id: z.string(),
      code_str: z.string(),
      statut: ZStatut,
      insured_name: z.string(),
      num_identity: z.string().nullable(),
      handed_over_at: ZInstant.nullable(),
      termination_requested: z
        .boolean()
        .describe('The customer asked to terminate and the office has not decided yet.'),
    })
    .nullable(),
});
export type TStaffVerificationAnswer = z.infer<typeof ZStaffVerificationAnswer>;

// ── Terminations and refunds of the offices ─────────────────────────────────────────────────────

export const ZTerminationQuery = z.object({
  ...ZPage,
  office: ZOfficeQuery,
  q: ZSearchText.optional().describe(
    'Contract code, plate, insured name or certificate number, case-insensitive and partial.',
  ),
  status: ZTerminationStatus.default('open'),
});
export const ZTerminationList = z.object({ count: z.number().int(), value: z.array(ZTerminationItem) });
export const ZTerminationRefuseBody = z.object({ reason: z.string().trim().min(3).max(500) }).strict();
export const ZTerminationApplyBody = z
  .object({ note: z.string().trim().max(500).optional() })
  .strict()
  .nullish();

export const ZRefundQuery = z.object({
  ...ZPage,
  office: ZOfficeQuery,
  q: ZSearchText.optional().describe(
    'Contract code, plate, insured name or certificate number, case-insensitive and partial.',
  ),
  status: z.enum(['pending', 'refunded']).default('pending'),
});
export const ZRefundList = z.object({
  count: z.number().int(),
  value: z.array(ZRefundItem).describe('Pending ones by due date, overdue first.'),
  today: ZIsoDate,
});
export const ZRefundDoneBody = z
  .object({ reference: z.string().trim().min(3).max(100).describe("The bank's or the gateway's reference.") })
  .strict();

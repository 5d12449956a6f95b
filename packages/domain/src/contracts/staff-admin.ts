import { z } from 'zod';
import { ACTOR_KINDS, SYSTEM_PROCESSES } from '../actor';
import { AUDIT_RANGE_INVERTED, isAuditRangeInverted } from '../backoffice/audit-range';
import { ZStaffRole } from '../backoffice/staff-roles';
import { ZEmail } from './auth';
import { ZInstant, ZPage } from './backoffice';
import { ZDbId, ZIsoDate } from './wire';

// The administrator's calls under /api/v1/backoffice (staff, offices' mailboxes, audit log): a clerk's
// token is a 403 on each.

// ── The administrator's calls ───────────────────────────────────────────────────────────────────

export const ZStaffMember = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: ZStaffRole,
  office_ids: z.array(z.number().int()),
  active: z.boolean(),
  invited_at: ZInstant.nullable(),
  password_set: z.boolean(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffList = z.object({ value: z.array(ZStaffMember) });

const ZOfficeIds = z.array(ZDbId).max(100);

/** POST /backoffice/staff: invites by e-mail (a set-password link that expires). */
export const ZInviteStaffBody = z
  .object({
    email: ZEmail,
    first_name: z.string().trim().min(1).max(80),
    last_name: z.string().trim().min(1).max(80),
    role: ZStaffRole,
    office_ids: ZOfficeIds.default([]),
    language: z.enum(['fr', 'en', 'ar']).default('fr'),
  })
  .strict()
  .refine((body) => body.role === 'admin' || body.office_ids.length > 0, {
    message: 'backoffice.staff.officeRequired',
    path: ['office_ids'],
  });
export type TInviteStaffBody = z.infer<typeof ZInviteStaffBody>;

/** PUT /backoffice/staff/{id} */
export const ZUpdateStaffBody = z
  .object({ role: ZStaffRole.optional(), office_ids: ZOfficeIds.optional(), active: z.boolean().optional() })
  .strict();

/** PUT /backoffice/offices/{id}/emails: the mailboxes that learn of the office's work. */
export const ZOfficeEmailsBody = z.object({ emails: z.array(ZEmail).max(10) }).strict();

/** A day of the audit log: the product's lifetime, not year 9999 (a day past it overflows the database). */
const ZAuditDay = ZIsoDate.refine((day) => day >= '2000-01-01' && day <= '2099-12-31', {
  message: 'validation.invalidDate',
});

export const ZAuditQuery = z
  .object({
    ...ZPage,
    subscription: z.string().max(60).optional().describe('A subscription id or its code (BRD-…).'),
    staff: z
      .string()
      .max(254)
      .optional()
      .describe('A staff member’s id or e-mail: what they did and what was done to their account.'),
    from: ZAuditDay.optional(),
    to: ZAuditDay.optional(),
    document_views: z
      .enum(['hidden', 'shown'])
      .default('hidden')
      .describe(
        'Staff views of a person’s data (law 09-08: `document.viewed`, `contract.viewed`, `contract.printed`, `certificate.scanned`): one line per preview, contract page opened, PDF printed or scan, so left out unless `shown`.',
      ),
    authority_lookups: z
      .enum(['shown', 'hidden', 'only'])
      .default('shown')
      .describe(
        "The authorities' lookups by plate (`authority.coverage_checked`, `authority.lookup_refused`): among the other lines, left out (`hidden`) or alone (`only`).",
      ),
  })
  .refine((query) => !isAuditRangeInverted(query.from, query.to), {
    message: AUDIT_RANGE_INVERTED,
    path: ['to'],
  });
export const ZAuditEntry = z.object({
  at: ZInstant,
  actor: z.enum(ACTOR_KINDS),
  actor_process: z
    .enum(SYSTEM_PROCESSES)
    .nullable()
    .describe("The system's process that acted (the payment callback, the expiry job…); null for a person."),
  actor_email: z.string().nullable(),
  actor_name: z.string().nullable().describe("The staff member's or customer's names, else their e-mail."),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  entity_label: z
    .string()
    .nullable()
    .describe(
      "What the line is about as a person knows it: a contract's code (also for its termination request and refund), a person's name, an office's code and name; null for other kinds.",
    ),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export const ZAuditList = z.object({ count: z.number().int(), value: z.array(ZAuditEntry) });

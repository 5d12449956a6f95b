/**
 * Every kind of line the audit log holds: the API writes no other (`audit()` takes only these), and
 * the administrator's journal names each one in the reader's language.
 */
export const AUDIT_ACTIONS = [
  'user.signed_up',
  'user.password_changed',
  'user.password_reset',
  'user.phone_changed',
  'staff.invited',
  'staff.reinvited',
  'staff.updated',
  'office.emails_set',
  'office.created',
  'office.updated',
  'office.closed',
  'office.reopened',
  'country.switched_on',
  'country.switched_off',
  'city.created',
  'city.updated',
  'city.switched_on',
  'city.switched_off',
  'make.created',
  'make.updated',
  'make.switched_on',
  'make.switched_off',
  'period.switched_on',
  'period.switched_off',
  'file.uploaded',
  'document.viewed',
  'contract.viewed',
  'contract.printed',
  'certificate.scanned',
  'document.verified',
  'document.rejected',
  'document.replaced',
  'subscription.created',
  'subscription.extension_created',
  'subscription.extension_prefilled',
  'subscription.extension_period_chosen',
  'subscription.step0_saved',
  'subscription.step1_saved',
  'subscription.step2_saved',
  'subscription.step3_saved',
  'subscription.step4_saved',
  'subscription.step5_saved',
  'subscription.step6_saved',
  'subscription.step7_saved',
  'payment.started',
  'payment.refused',
  'subscription.paid',
  'subscription.signed',
  'subscription.handed_over',
  'subscription.effect_date_changed',
  'subscription.cancelled',
  'subscription.termination_requested',
  'termination.applied',
  'termination.refused',
  'subscription.terminated',
  'subscription.withdrawn',
  'refund.recorded',
  'subscription.expired',
  'authority_key.created',
  'authority_key.revoked',
  'authority_key.budgets_changed',
  'authority.coverage_checked',
  'authority.lookup_refused',
  'tariff.drafted',
  'tariff.edited',
  'tariff.submitted',
  'tariff.approved',
  'tariff.rejected',
  'tariff.discarded',
  'figures.exported',
] as const;

export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * A staff member shown a person's data (law 09-08): a document's preview, a contract's record, its
 * printed PDFs, a scan naming the insured. Many per contract handled, so the journal leaves them out
 * unless asked for; every one is kept.
 */
export const VIEW_ACTIONS = [
  'document.viewed',
  'contract.viewed',
  'contract.printed',
  'certificate.scanned',
] as const satisfies readonly TAuditAction[];

/**
 * The authorities' lookups, answered or refused: one line per answer, many a day at a border post, so
 * the journal can show them alone or leave them out.
 */
export const AUTHORITY_LOOKUP_ACTIONS = [
  'authority.coverage_checked',
  'authority.lookup_refused',
] as const satisfies readonly TAuditAction[];

/** A line written before this list, or by a later version, is shown as it is stored. */
export const isAuditAction = (action: string): action is TAuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

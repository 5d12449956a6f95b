import { z } from 'zod';
import { RuleViolation } from '../errors';
import { addDays, type TIsoDate } from '../time';

/**
 * Where a tariff version stands (decision 053). A draft is edited by administrators; submitted, it
 * waits for a second administrator, who approves it (published, never changed again) or rejects it with
 * a reason (its author may edit it again, which makes it a draft). A draft or a rejected version may be
 * discarded; an approved one never.
 */
export const TARIFF_VERSION_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'discarded'] as const;
export const ZTariffVersionStatus = z.enum(TARIFF_VERSION_STATUSES);
export type TTariffVersionStatus = z.infer<typeof ZTariffVersionStatus>;

export const TARIFF_VERSION_EVENTS = ['edit', 'submit', 'approve', 'reject', 'discard'] as const;
export type TTariffVersionEvent = (typeof TARIFF_VERSION_EVENTS)[number];

export const TARIFF_VERSION_TRANSITIONS: Record<
  TTariffVersionStatus,
  Partial<Record<TTariffVersionEvent, TTariffVersionStatus>>
> = {
  draft: { edit: 'draft', submit: 'submitted', discard: 'discarded' },
  submitted: { approve: 'approved', reject: 'rejected' },
  rejected: { edit: 'draft', discard: 'discarded' },
  approved: {},
  discarded: {},
};

export const canMoveTariffVersion = (from: TTariffVersionStatus, event: TTariffVersionEvent) =>
  TARIFF_VERSION_TRANSITIONS[from][event] !== undefined;

/** The next status, or the refusal in words (an approved version is never edited: 409). */
export function tariffVersionTransition(
  from: TTariffVersionStatus,
  event: TTariffVersionEvent,
): TTariffVersionStatus {
  const next = TARIFF_VERSION_TRANSITIONS[from][event];
  if (next === undefined) throw new RuleViolation(`tariff.refused.${event}`, 409, {});
  return next;
}

/** The first day a new version may take effect: tomorrow in Morocco, so no quote of today changes price. */
export const earliestTariffEffectDate = (today: TIsoDate): TIsoDate => addDays(today, 1);

/** A version's effective date, checked when it is submitted and again when it is approved. */
export function assertTariffEffectDate(effectiveFrom: TIsoDate, today: TIsoDate): void {
  const earliest = earliestTariffEffectDate(today);
  if (effectiveFrom < earliest) {
    throw new RuleViolation('tariff.effectiveTooSoon', 422, { date: earliest }, 'effective_from');
  }
}

/** A draft is its author's: only they edit, submit or discard it, so its figures are all theirs. */
export function assertTariffAuthor(version: { authorId: string | null }, adminId: string): void {
  if (version.authorId !== adminId) throw new RuleViolation('tariff.notAuthor', 403);
}

/** Four eyes: the author of a version may not approve or reject it; a second administrator does. */
export function assertSecondAdministrator(version: { authorId: string | null }, deciderId: string): void {
  if (version.authorId === deciderId) throw new RuleViolation('tariff.ownVersion', 403);
}

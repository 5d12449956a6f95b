import type { TDocumentField, TIdentityType } from '../contracts/documents';
import { ALL_STEPS_DONE, LAST_STEP, STEPS } from '../contracts/steps';
import type { TPersonType } from '../contracts/person-names';
import { MOROCCO_ISO2, usageByCode, type TUsageCode } from '../reference/catalogue';
import type { TIsoDate } from '../time';
import { isEffectDateTooEarly } from './effect-date';
import { isPaid, type TStatut } from './lifecycle';
import type { TStepPage } from './step-pages';

/** A step can be saved once every step before it is: `current_step` is the next step to do. */
export const canSaveStep = (step: number, currentStep: number) => step <= currentStep;

/**
 * An extension carries the extended contract's vehicle, saved when it is created: once its office is
 * saved (step 2) it goes straight to step 4 (spec §2).
 */
export const carriesVehicle = (subscription: { extended_from: string | null; vehicule_info: unknown }) =>
  subscription.extended_from !== null && subscription.vehicule_info !== null;

/**
 * An extension carries the extended contract's step-7 documents too: once every one its insured needs
 * is there, confirming the quote leads straight to payment (decision 027).
 */
export const carriesDocuments = (subscription: {
  extended_from: string | null;
  user_info: { type?: TPersonType };
  documents_info: (Partial<Record<TDocumentField, string | null>> & { identity_type?: TIdentityType }) | null;
}) =>
  subscription.extended_from !== null &&
  requiredDocumentsOf(subscription).every((field) => subscription.documents_info?.[field]);

/**
 * The step that follows `step`; step 3 is skipped when the vehicle is carried over, step 7 when the
 * documents are.
 */
export function nextStep(step: number, vehicleCarried = false, documentsCarried = false) {
  if (step === 2 && vehicleCarried) return 4;
  if (step === 6 && documentsCarried) return ALL_STEPS_DONE;
  return step + 1;
}

/** `current_step` after saving `step`: the next one, or "all done" after the last. */
export const stepAfter = (
  step: number,
  currentStep: number,
  vehicleCarried = false,
  documentsCarried = false,
) => Math.max(currentStep, Math.min(nextStep(step, vehicleCarried, documentsCarried), ALL_STEPS_DONE));

/** Spec §5: a person gives an identity number; a company's trade register is a document of step 7. */
export const requiresIdentityNumber = (personType: TPersonType | undefined) => personType === 'physique';

/** Spec §5: a residence outside Morocco asks the consent to the file being handled in Morocco. */
export const asksMoroccoConsent = (countryIso2: string | undefined) =>
  countryIso2 !== undefined && countryIso2 !== MOROCCO_ISO2;

/**
 * What step 1 still lacks beyond its schema, as the stored person type and the chosen country decide:
 * the consent of a resident abroad, a person's identity number. The web and the API both ask this.
 */
export function residenceGaps(
  personType: TPersonType | undefined,
  countryIso2: string | undefined,
  body: { num_identity?: string | null; consent_maroc?: boolean | null },
): ('consent_maroc' | 'num_identity')[] {
  const gaps: ('consent_maroc' | 'num_identity')[] = [];
  if (asksMoroccoConsent(countryIso2) && !body.consent_maroc) gaps.push('consent_maroc');
  if (requiresIdentityNumber(personType) && !body.num_identity?.trim()) gaps.push('num_identity');
  return gaps;
}

/** Seats are capped for the usages the spec names (tourism, taxi) and for two-wheelers. */
export function maxPlaces(usage: TUsageCode): number | null {
  return usageByCode(usage).max_places;
}

/** Spec §5: more seats than the usage's cap (none for most usages); the web says it, the API refuses it. */
export const exceedsSeatLimit = (limit: number | null | undefined, seats: number) =>
  limit != null && seats > limit;

/**
 * Documents of step 7: identity front and back for a person — a passport's identity page alone, as it
 * has no back (decision 029) — the trade register for a company.
 */
export function requiredDocuments(
  personType: TPersonType,
  identityType: TIdentityType = 'identity_card',
): TDocumentField[] {
  let holder: TDocumentField[] = ['rc_recto'];
  if (requiresIdentityNumber(personType))
    holder = identityType === 'passport' ? ['identity_recto'] : ['identity_recto', 'identity_verso'];
  return [...holder, 'permis_recto', 'permis_verso', 'cg_recto', 'cg_verso'];
}

/** The documents a subscription requires, as its insured's type and identity document decide. */
export const requiredDocumentsOf = (subscription: {
  user_info: { type?: TPersonType } | null;
  documents_info: { identity_type?: TIdentityType } | null;
}) =>
  requiredDocuments(subscription.user_info?.type ?? 'physique', subscription.documents_info?.identity_type);

/** The pages of steps 1 to 7 (step 0 is /create, where a subscription starts, never resumes). */
type TResumedStepPage = Exclude<TStepPage, 'create'>;
export type TResumeTarget = TResumedStepPage | 'payment' | 'signature';

/**
 * Where resuming lands (spec §4): the signature page once paid; step 4 when the effect date is before
 * the first day the office may start a cover (a new date is needed before anything else); the payment
 * page when the quote is confirmed and every step done (it says why when something else holds the
 * payment, decision 040); else the page of current_step — a quote in simulation is confirmed on step 6
 * first, a confirmed one goes on to 7.
 */
export function resumeTarget(
  currentStep: number,
  statut: TStatut,
  effectDate: TIsoDate | null | undefined,
  today: TIsoDate,
  immediateEffect: boolean,
): TResumeTarget {
  if (isPaid(statut)) return 'signature';
  if (isEffectDateTooEarly(effectDate, today, immediateEffect) && currentStep > 4) return 'step4';
  if (statut === 'confirmed' && currentStep >= ALL_STEPS_DONE) return 'payment';
  const step = Math.min(Math.max(currentStep, 1), LAST_STEP);
  if (step >= 6) return statut === 'simulation' ? 'step6' : 'step7';
  return STEPS[step]!.page as TResumedStepPage;
}

export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Uploads one customer may have under way at once: the API refuses more (each holds its file in memory),
 * and the browser sends no more than this at a time, the others waiting their turn.
 */
export const UPLOADS_IN_FLIGHT_PER_CUSTOMER = 3;

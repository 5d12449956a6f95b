import type { TStatut } from '../contracts/subscription';
import type { TDocumentField } from '../contracts/steps';
import { usageByCode, type TUsageCode } from '../reference/catalogue';

/** Only a subscription not yet paid can be changed. */
export const isEditable = (statut: TStatut) => statut === 'simulation' || statut === 'confirmed';

/** A step can be saved once every step before it is: `current_step` is the next step to do. */
export const canSaveStep = (step: number, currentStep: number) => step <= currentStep;

/** Seats are capped for the usages the spec names (tourism, taxi) and for two-wheelers. */
export function maxPlaces(usage: TUsageCode): number | null {
  return usageByCode(usage).max_places;
}

/** Documents of step 7: identity front and back for a person, the trade register for a company. */
export function requiredDocuments(personType: 'physique' | 'morale' | 'corporation'): TDocumentField[] {
  const holder: TDocumentField[] =
    personType === 'physique' ? ['identity_recto', 'identity_verso'] : ['rc_recto'];
  return [...holder, 'permis_recto', 'permis_verso', 'cg_recto', 'cg_verso'];
}

export type TResumeTarget = 'step1' | 'step2' | 'step3' | 'step4' | 'step5' | 'step6' | 'step7';

/** Where resuming lands (spec §4): the page of current_step; 6 is the quote only while in simulation. */
export function resumeTarget(currentStep: number, statut: TStatut): TResumeTarget {
  const step = Math.min(Math.max(currentStep, 1), 7);
  if (step === 6 && statut !== 'simulation') return 'step7';
  return `step${step}` as TResumeTarget;
}

export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

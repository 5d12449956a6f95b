import type { TPacksAnswer } from '../contracts/packs';
import type { TCoverChoice, TDocumentsInfo } from '../contracts/subscription-parts';
import { USAGES } from '../reference/catalogue';
import type { TIsoDate } from '../time';
import { extensionStartDate } from './cover-dates';

/**
 * Answers the flow gives before the customer is asked (issue 17, decision 027): each is only a
 * preselection the customer may change, and the server accepts it like any other answer.
 */

/** Step 2: the entry city's border-post office, the first one when there are several; else none. */
export function preselectedOffice<TOffice extends { posteFrontalier: boolean }>(
  offices: readonly TOffice[],
): TOffice | null {
  return offices.find((office) => office.posteFrontalier) ?? null;
}

/** Step 3: the seats a vehicle of this usage usually has (a car 5, a two-wheeler 2), where it has one. */
export function usualSeats(usageId: number | undefined): number | null {
  return USAGES.find((usage) => usage.usage_Id === usageId)?.usual_places ?? null;
}

/**
 * Step 4: the start day preselected. An extension starts the day after the cover it extends; a new
 * cover starts today where the office may start one today, else nothing is preselected (no cover
 * silently starting in two days: the customer picks).
 */
export function preselectedEffectDate(
  today: TIsoDate,
  previousEnd: TIsoDate | null | undefined,
  immediateEffect: boolean,
): TIsoDate | null {
  if (previousEnd) return extensionStartDate(today, previousEnd, immediateEffect);
  return immediateEffect ? today : null;
}

/**
 * Step 5: the pack, when there is only one to choose (the basic offer, for a usage or a duration the
 * other packs are not sold for). Where there are several, the customer chooses: no cover is picked
 * for them.
 */
export function preselectedPack<TPack extends { pack_Id: number }>(packs: readonly TPack[]): TPack | null {
  return packs.length === 1 ? packs[0]! : null;
}

/**
 * Step 5 when it leaves nothing to choose (decision 031): one pack, nothing to add to it, no à la carte
 * and no pack left out for the vehicle's age. The cover is then that pack, with the trailer asked at
 * step 4, and step 5 is passed; anywhere else the customer chooses on step 5.
 */
export function coverWithoutChoice(offers: TPacksAnswer, trailer: boolean): TCoverChoice | null {
  const only = preselectedPack(offers.packs);
  if (!only || only.options.length > 0) return null;
  if (offers.cartes.length > 0 || offers.exclusions.length > 0) return null;
  return { type: 'pack', pack_Id: only.pack_Id, selected_garanties: [], remorque: trailer };
}

type TCoverState = {
  pack_info: unknown;
  periode_info: { date_effet: string; periode_Id: number } | null;
};

/**
 * Whether the step-4 save also saved step 5's cover (decision 049): a cover in the answer that was not
 * there before, or there under another period (a new period clears the cover, so only the server's
 * passing of step 5 can have set it again).
 */
export function coverPassedAtStep4(before: TCoverState | undefined, after: TCoverState): boolean {
  if (after.pack_info == null) return false;
  if (before?.pack_info == null || !before.periode_info || !after.periode_info) return true;
  return (
    before.periode_info.date_effet !== after.periode_info.date_effet ||
    before.periode_info.periode_Id !== after.periode_info.periode_Id
  );
}

/** The person's documents at step 7, which stay the same from one contract to the next. */
const PERSON_DOCUMENTS = [
  'identity_recto',
  'identity_verso',
  'permis_recto',
  'permis_verso',
  'rc_recto',
] as const;
/** The vehicle's, which belong to one plate. */
const VEHICLE_DOCUMENTS = ['cg_recto', 'cg_verso'] as const;

const samePlate = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(
    a && b && a.replace(/[^\p{L}\d]/gu, '').toUpperCase() === b.replace(/[^\p{L}\d]/gu, '').toUpperCase(),
  );

/**
 * Step 7 of a returning customer's new purchase: the identity and driving licence (or trade register)
 * sent with their latest contract, and the registration certificate when it is the same vehicle. Only
 * a preselection: each stays replaceable, and the office checks them again for the new contract.
 */
export function reusableDocuments(
  previous: { documents_info: TDocumentsInfo | null; vehicule_info: { immatriculation: string } | null },
  plate: string | null | undefined,
): TDocumentsInfo {
  const documents = previous.documents_info;
  if (!documents) return {};
  const fields = samePlate(previous.vehicule_info?.immatriculation, plate)
    ? [...PERSON_DOCUMENTS, ...VEHICLE_DOCUMENTS]
    : PERSON_DOCUMENTS;
  const reused: TDocumentsInfo = {};
  for (const field of fields) {
    const fileId = documents[field];
    if (!fileId) continue;
    reused[field] = fileId;
    reused[`${field}_name`] = documents[`${field}_name`];
  }
  if (documents.identity_type) reused.identity_type = documents.identity_type;
  return reused;
}

import {
  isRegistrationYearInFuture,
  vehicleAgeYears,
  ZRegistrationYear,
  type TPacksAnswer,
  type TSouscriptionAnswer,
} from '@bi/domain';
import { useOffersForYear } from '../api/get-offers';
import { formDrafts, useDraftState } from './form-drafts';

/**
 * Step 5's question for the year of first registration (decision 041): asked when step 3 left it
 * blank and the offers hold assistance, which is sold only up to ten years. Once a year is typed, the
 * offers shown are that year's (an old car's packs without assistance), and the vehicle's age is
 * counted as the server counts it, on the effect date.
 */
export function useYearForAssistance(subscription: TSouscriptionAnswer, offers: TPacksAnswer) {
  const stored = subscription.vehicule_info?.annee_circulation ?? undefined;
  const asked = stored === undefined && offers.annee_requise;
  // Typed before step 5 is saved: kept with its draft.
  const [text, setText] = useDraftState(`${formDrafts.key('step5', subscription._id)}:year`, '');
  const parsed = ZRegistrationYear.safeParse(text);
  const inFuture = parsed.success && isRegistrationYearInFuture(parsed.data, subscription.today);
  const year = asked && text.length === 4 && parsed.success && !inFuture ? parsed.data : undefined;
  const forYear = useOffersForYear(subscription._id, subscription.version, year);
  const effectDate = subscription.periode_info?.date_effet ?? subscription.today;
  return {
    asked,
    text,
    setText,
    /** The year typed, once it is one the server accepts. */
    year,
    inFuture,
    offers: year === undefined ? offers : (forYear.data ?? offers),
    ageYears: vehicleAgeYears(stored ?? year, effectDate),
  };
}

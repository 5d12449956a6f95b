import { moroccanFiscalPower, type TUsageCode } from '@bi/domain';
import { agreed } from './registration/agreed';
import { countryOf } from './registration/countries';
import {
  looksLikeDrivingLicence,
  looksLikeIdentityDocument,
  looksLikeRegistration,
} from './registration/documents';
import { fuelOfEnergy, type TFuelCode } from './registration/fuels';
import { isFourWheeler, usageOfCategory, usageOfKind } from './registration/kinds';
import { asMake, modelOf } from './registration/names';
import { asCount, asDate, asDisplacement, asKilowatts } from './registration/numbers';
import { readPlate } from './registration/plates';
import { splitFields } from './registration/split-fields';

export { looksLikeIdentityDocument, looksLikeRegistration } from './registration/documents';
export { fuelOfEnergy, type TFuelCode } from './registration/fuels';
export { usageOfKind } from './registration/kinds';

/** What a registration certificate gives step 3, each part only when it was found. */
export type TRegistrationReading = {
  plate?: string;
  /** The plate's country (ISO 3166 alpha-2), when its format and the certificate settle it. */
  plateCountry?: string;
  make?: string;
  model?: string;
  usage?: TUsageCode;
  fuel?: TFuelCode;
  /**
   * The fiscal power in CV: Morocco's, computed from the displacement and the fuel (`powerComputed`),
   * else as printed (a French P.6, France's own): either way for the customer to check.
   */
  power?: number;
  /** True when `power` was computed from the displacement and the fuel by Morocco's rule. */
  powerComputed?: boolean;
  seats?: number;
  /** The date of first registration (B), ISO YYYY-MM-DD. */
  firstRegistration?: string;
  /** The displacement in cm³ (P.1). */
  displacement?: number;
  /** The net power in kW (P.2). */
  powerKw?: number;
};

const firstWord = (value: string) => value.split(/\s+/)[0] ?? '';

/**
 * The smallest engine of a car, van, truck or coach: below it a displacement is a number OCR cut
 * ("39" of 1242), which would make the fiscal power wrong. The smallest cars sold in Europe have
 * about 600 cm³ (a Smart's 599, a kei car's 658); the rest with less are quadricycles (category L6e),
 * which no certificate calls a car.
 */
const SMALLEST_FOUR_WHEELER_CM3 = 500;

/**
 * What the text OCR read in a photo of a registration certificate gives step 3: the fields found by
 * their EU codes or their printed names, several to a row, in the languages of the certificates our
 * customers bring. Null when none is found, or when the text is a passport's or an identity card's
 * (looksLikeIdentityDocument tells which) or a driving licence's. A value outside its format or the reference lists is left
 * out, never guessed.
 */
export function readRegistration(text: string, today = new Date()): TRegistrationReading | null {
  if (looksLikeIdentityDocument(text) || looksLikeDrivingLicence(text)) return null;
  const fields = splitFields(text);
  const plate = agreed(fields.get('A'), (value) => readPlate(value, countryOf(text)));
  const usage =
    agreed(fields.get('J1'), (value) => usageOfKind(firstWord(value))) ??
    agreed(fields.get('J'), usageOfCategory);
  const fuel = agreed(fields.get('P3'), fuelOfEnergy);
  const fourWheeler = isFourWheeler(text, usage);
  const printedDisplacement = agreed(fields.get('P1'), asDisplacement);
  const displacement =
    fourWheeler && printedDisplacement !== undefined && printedDisplacement < SMALLEST_FOUR_WHEELER_CM3
      ? undefined
      : printedDisplacement;
  const printedPower = agreed(fields.get('P6'), (value) => asCount(value, 1, 99));
  const engine = fuel === 'ESSENCE' ? 'petrol' : fuel === 'DIESEL' ? 'diesel' : undefined;
  // Morocco's rule first: a French P.6 is France's fiscal power (from CO2 and kW since 1998), which
  // can differ from Morocco's by two CV or more; printed, it is only the fallback, for a check.
  const computedPower =
    displacement !== undefined && engine && fourWheeler
      ? moroccanFiscalPower(displacement, engine)
      : undefined;
  const make = agreed(fields.get('D1'), asMake);
  const model = agreed(fields.get('D3'), modelOf(make));
  const reading: TRegistrationReading = {
    plate: plate?.plate,
    plateCountry: plate?.country,
    make,
    // A model that names the make ran on into the next field ("GOLF 2 VOLKSWAGEN VW"): not one name.
    model: model && make && model.toUpperCase().includes(make.toUpperCase()) ? undefined : model,
    usage,
    fuel,
    power: computedPower ?? printedPower,
    powerComputed: computedPower === undefined ? undefined : true,
    seats: agreed(fields.get('S1'), (value) => asCount(value, 1, 99)),
    // A "B" and a date are on other papers too (a licence's category B): only a certificate's is read.
    firstRegistration: looksLikeRegistration(text)
      ? agreed(fields.get('B'), (value) => asDate(value, today))
      : undefined,
    displacement,
    powerKw: agreed(fields.get('P2'), asKilowatts),
  };
  const found = Object.fromEntries(Object.entries(reading).filter(([, value]) => value !== undefined));
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The usage a certificate proposes over the one chosen: none when it read none, and never tourism over
 * a chosen taxi (a taxi is a VP on its certificate).
 */
export function proposedUsage(
  read: TUsageCode | undefined,
  chosen: string | undefined,
): TUsageCode | undefined {
  return read === 'TOURISME' && chosen === 'TAXI' ? undefined : read;
}

import { asksMoroccoConsent, LEGAL_TEXT_VERSIONS, residenceGaps, type TStep1 } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { countries } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { recordConsents } from '../../consents/record-consents';
import type { TStepContext, TStepOutcome } from './step-context';
import { machineNow } from '../../../lib/clock';

const refusedField = (
  field: string,
  key: 'reference.unknownCountry' | 'reference.countryOff' | 'subscription.consentMorocco',
) => new AppError(422, key, {}, [{ field, key }]);

/**
 * Residence and identity. A person gives an identity number (a company's register is a document of
 * step 7); outside Morocco, the consent to the file being handled in Morocco, recorded with its version.
 */
export async function applyResidence(
  { tx, row, userId, ip }: TStepContext,
  body: TStep1,
): Promise<TStepOutcome> {
  const [country] = await tx.select().from(countries).where(eq(countries.id, body.pays_Id));
  if (!country) throw refusedField('pays_Id', 'reference.unknownCountry');
  // Residents of a country an administrator closed cannot buy; a contract made before keeps its country.
  if (!country.active) throw refusedField('pays_Id', 'reference.countryOff');
  const abroad = asksMoroccoConsent(country.iso2);
  const gaps = residenceGaps(row.userInfo.type, country.iso2, body);
  if (gaps.includes('consent_maroc')) throw refusedField('consent_maroc', 'subscription.consentMorocco');
  if (gaps.includes('num_identity')) {
    throw new AppError(422, 'subscription.identityRequired', {}, [
      { field: 'num_identity', key: 'validation.required' },
    ]);
  }
  const at = machineNow();
  if (abroad) await recordConsents(tx, { userId, ip, subscriptionId: row.id, at }, ['maroc']);
  return {
    changes: {
      userInfo: {
        ...row.userInfo,
        num_identity: body.num_identity ?? null,
        address1: body.address1,
        address2: body.address2 ?? null,
        ville: body.ville,
        pays: country.iso2,
        pays_Id: country.id,
        pays_Name: country.nameFr,
        consent_maroc: abroad
          ? { given: true, at: at.toISOString(), version: LEGAL_TEXT_VERSIONS.maroc }
          : null,
      },
    },
  };
}

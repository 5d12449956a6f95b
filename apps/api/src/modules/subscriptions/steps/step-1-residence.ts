import { MOROCCO_ISO2, type TStep1 } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { countries } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { json, type TStepContext, type TStepOutcome } from './step-context';

/** Residence and identity; outside Morocco, the consent to the file being handled in Morocco. */
export async function applyResidence({ tx, row }: TStepContext, body: TStep1): Promise<TStepOutcome> {
  const [country] = await tx.select().from(countries).where(eq(countries.id, body.pays_Id));
  if (!country)
    throw new AppError(422, 'reference.unknownCountry', {}, [
      { field: 'pays_Id', key: 'reference.unknownCountry' },
    ]);
  const abroad = country.iso2 !== MOROCCO_ISO2;
  if (abroad && !body.consent_maroc) {
    throw new AppError(422, 'subscription.consentMorocco', {}, [
      { field: 'consent_maroc', key: 'subscription.consentMorocco' },
    ]);
  }
  return {
    changes: {
      userInfo: {
        ...json(row.userInfo),
        num_identity: body.num_identity,
        address1: body.address1,
        address2: body.address2 ?? null,
        ville: body.ville,
        pays: country.iso2,
        pays_Id: country.id,
        pays_Name: country.nameFr,
        consent_maroc: abroad ? { given: true, at: new Date().toISOString() } : null,
      },
    },
  };
}

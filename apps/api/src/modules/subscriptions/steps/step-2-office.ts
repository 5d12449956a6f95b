import type { TStep2 } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { cities, offices } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TStepContext, TStepOutcome } from './step-context';

const refusal = (key: 'subscription.officeNotInCity' | 'subscription.officeClosed') =>
  new AppError(422, key, {}, [{ field: 'bureau_gestion', key }]);
const cityOff = () =>
  new AppError(422, 'reference.cityOff', {}, [{ field: 'ville_entree', key: 'reference.cityOff' }]);

/** The entry city and the office; the office's intermediaire_* fields are copied into user_info. */
export async function applyOffice({ tx, row }: TStepContext, body: TStep2): Promise<TStepOutcome> {
  const [found] = await tx
    .select({ office: offices, city: cities })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(and(eq(offices.id, body.bureau_gestion), eq(offices.cityId, body.ville_entree)));
  if (!found) throw refusal('subscription.officeNotInCity');
  // A city switched off in the console is no longer offered; the contracts made there keep its name.
  if (!found.city.active) throw cityOff();
  // A closed office keeps its contracts but takes no new one (an administrator closed it from the console).
  if (!found.office.active) throw refusal('subscription.officeClosed');
  const { office, city } = found;
  return {
    changes: {
      userInfo: {
        ...row.userInfo,
        ville_entree: city.id,
        ville_Id: city.id,
        ville_Name: city.name,
        bureau_gestion: office.id,
        intermediaire_Id: office.id,
        intermediaire_RS: office.name,
        intermediaire_RS_AR: office.nameAr ?? office.name,
        intermediaire_Code: office.code,
        intermediaire_Adresse: office.address,
        // Where the Arabic screens read the address; none kept until an administrator gives one.
        ...(office.addressAr ? { intermediaire_Adresse_AR: office.addressAr } : {}),
        effetImmediat: office.immediateEffect,
        bureaudirect: office.kind === 'direct',
        posteFrontalier: office.kind === 'border_post',
      },
    },
  };
}

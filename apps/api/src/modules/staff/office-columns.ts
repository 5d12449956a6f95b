import { cityTakesOffice, type TUpdateOfficeBody } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { cities } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The columns an administrator's office body sets, its city checked first (an unknown one names the
 * field; a switched-off one takes no office but the one already there, `currentCityId`).
 */
export async function officeColumns(tx: TTransaction, body: TUpdateOfficeBody, currentCityId?: number) {
  const [city] = await tx
    .select({ id: cities.id, active: cities.active })
    .from(cities)
    .where(eq(cities.id, body.ville_Id));
  if (!city) {
    throw new AppError(422, 'backoffice.offices.unknownCity', {}, [
      { field: 'ville_Id', key: 'backoffice.offices.unknownCity' },
    ]);
  }
  if (!cityTakesOffice(city.active, city.id === currentCityId)) {
    throw new AppError(422, 'reference.cityOff', {}, [{ field: 'ville_Id', key: 'reference.cityOff' }]);
  }
  return {
    name: body.intermediaire_RS,
    nameAr: body.intermediaire_RS_AR,
    address: body.intermediaire_Adresse,
    addressAr: body.intermediaire_Adresse_AR,
    cityId: city.id,
    kind: body.type_Bureau,
    immediateEffect: body.effetImmediat,
  };
}

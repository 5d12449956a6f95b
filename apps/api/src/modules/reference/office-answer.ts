import type { TBureauAnswer } from '@bi/domain';
import type { listOfficesOfCity } from './repository';

type TOfficeOfCity = Awaited<ReturnType<typeof listOfficesOfCity>>[number];

/** An open office as the customer chooses it: step 2's list, and the reminder's link when its office closed. */
export const bureauAnswerOf = ({ office, cityName, cityNameAr }: TOfficeOfCity): TBureauAnswer => ({
  intermediaire_Id: office.id,
  intermediaire_RS: office.name,
  intermediaire_RS_AR: office.nameAr ?? office.name,
  intermediaire_Code: office.code,
  intermediaire_Adresse: office.address,
  intermediaire_Adresse_AR: office.addressAr,
  ville_Id: office.cityId,
  ville_Name: cityName,
  ville_Name_AR: cityNameAr,
  effetImmediat: office.immediateEffect,
  bureaudirect: office.kind === 'direct',
  posteFrontalier: office.kind === 'border_post',
});

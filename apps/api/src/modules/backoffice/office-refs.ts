import type { TOfficeRef } from '@bi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { cities, offices } from '../../db/schema';
import { officeNameOf } from '../office-work/office-name';

/**
 * Offices as the staff's screens name them (French and Arabic names), by ids, or every office when `ids`
 * is null (an administrator's view): a closed one too, whose contracts are still worked (decision 048).
 */
export async function loadOfficeRefs(
  db: TDatabase | TTransaction,
  ids: readonly number[] | null,
): Promise<TOfficeRef[]> {
  if (ids !== null && ids.length === 0) return [];
  const rows = await db
    .select({ office: offices, cityName: cities.name, cityNameAr: cities.nameAr })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(ids === null ? undefined : inArray(offices.id, [...ids]))
    .orderBy(asc(offices.name), asc(offices.id));
  return rows.map(({ office, cityName, cityNameAr }) => ({
    ...officeNameOf(office),
    intermediaire_Code: office.code,
    ville_Name: cityName,
    ville_Name_AR: cityNameAr,
    posteFrontalier: office.kind === 'border_post',
    effetImmediat: office.immediateEffect,
  }));
}

import type { TCityItem, TCountryItem, TMakeItem, TMakeKind, TPeriodItem, TReferenceList } from '@bi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { cities, countries, makes, offices, periods } from '../../db/schema';

type TDb = TDatabase | TTransaction;

/** The item of each list as the console shows it. */
export type TReferenceItem = {
  countries: TCountryItem;
  cities: TCityItem;
  makes: TMakeItem;
  periods: TPeriodItem;
};

/** Every country, switched off or not, by French name (the console sorts in its reader's language). */
async function loadCountries(db: TDb, id?: number): Promise<TCountryItem[]> {
  const rows = await db
    .select()
    .from(countries)
    .where(id === undefined ? undefined : eq(countries.id, id))
    .orderBy(asc(countries.nameFr));
  return rows.map((row) => ({
    pays_Id: row.id,
    pays_Code: row.iso2,
    pays_Name: row.nameFr,
    pays_Name_EN: row.nameEn,
    pays_Name_AR: row.nameAr,
    actif: row.active,
  }));
}

/** Every city, entry points first, with the open offices that stand in it. */
async function loadCities(db: TDb, id?: number): Promise<TCityItem[]> {
  const rows = await db
    .select()
    .from(cities)
    .where(id === undefined ? undefined : eq(cities.id, id))
    .orderBy(sql`${cities.entryPoint} desc`, asc(cities.name));
  const open = await db
    .select({ cityId: offices.cityId, name: offices.name })
    .from(offices)
    .where(and(eq(offices.active, true), id === undefined ? undefined : eq(offices.cityId, id)))
    .orderBy(asc(offices.name));
  return rows.map((row) => ({
    ville_Id: row.id,
    ville_Code: row.code,
    ville_Name: row.name,
    ville_Name_AR: row.nameAr,
    ville_Entree: row.entryPoint,
    ville_Entree_Label: row.entryLabel,
    ville_Entree_Label_AR: row.entryLabelAr,
    actif: row.active,
    bureaux_ouverts: open.filter((office) => office.cityId === row.id).map((office) => office.name),
  }));
}

async function loadMakes(db: TDb, id?: number): Promise<TMakeItem[]> {
  const rows = await db
    .select()
    .from(makes)
    .where(id === undefined ? undefined : eq(makes.id, id))
    .orderBy(asc(makes.name));
  return rows.map((row) => ({
    marque_Id: row.id,
    marque_Name: row.name,
    types: row.kinds as TMakeKind[],
    actif: row.active,
  }));
}

async function loadPeriods(db: TDb, id?: number): Promise<TPeriodItem[]> {
  const rows = await db
    .select()
    .from(periods)
    .where(id === undefined ? undefined : eq(periods.id, id))
    .orderBy(asc(periods.id));
  return rows.map((row) => ({
    periode_Id: row.id,
    periode_Code: row.code,
    periode_Name: row.name,
    periode_Name_EN: row.nameEn,
    periode_Name_AR: row.nameAr,
    actif: row.active,
  }));
}

/** A list's items, or the one item asked for (none: an unknown id). */
export const loadReferenceItems: {
  [L in TReferenceList]: (db: TDb, id?: number) => Promise<TReferenceItem[L][]>;
} = { countries: loadCountries, cities: loadCities, makes: loadMakes, periods: loadPeriods };

/** The tables behind the lists, for what every list does alike (lock, switch). */
export const REFERENCE_TABLES = { countries, cities, makes, periods } as const;

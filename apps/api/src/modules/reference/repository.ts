import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { hasArabicLetters, makesNamedInArabic, type TLanguage, type TMakeKind } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { cities, countries, fuels, makes, offices, periods, usages } from '../../db/schema';

// The customer's lists offer what an administrator has not switched off (decision 051).

export const listCountries = (db: TDatabase) => db.select().from(countries).where(eq(countries.active, true));

/** Entry points (ports and land borders) first: that is where most customers collect their certificate. */
export const listCities = (db: TDatabase) =>
  db
    .select()
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(sql`${cities.entryPoint} desc`, asc(cities.name));

export const findCity = async (db: TDatabase, id: number) =>
  (
    await db
      .select()
      .from(cities)
      .where(and(eq(cities.id, id), eq(cities.active, true)))
  )[0];

/** Border posts first, then the other offices, each group by name. */
export const listOfficesOfCity = (db: TDatabase, cityId: number) =>
  db
    .select({ office: offices, cityName: cities.name, cityNameAr: cities.nameAr })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(and(eq(offices.cityId, cityId), eq(offices.active, true)))
    .orderBy(sql`(${offices.kind} = 'border_post') desc`, asc(offices.name));

export const listUsages = (db: TDatabase) => db.select().from(usages).orderBy(asc(usages.id));
export const listPeriods = (db: TDatabase) =>
  db.select().from(periods).where(eq(periods.active, true)).orderBy(asc(periods.id));
/** The codes of the durations still offered, in the list's order: what starting prices are quoted for. */
export const listOfferedPeriodCodes = async (db: TDatabase) =>
  (await listPeriods(db)).map((period) => period.code);
export const listFuels = (db: TDatabase) => db.select().from(fuels).orderBy(asc(fuels.id));

/** Names containing the typed text, those starting with it first. */
export function searchMakes(
  db: TDatabase,
  query: { text?: string; top: number; skip: number; kindsFirst?: readonly TMakeKind[] },
) {
  // The usage's kind of makes first (a motorcyclist's list opens on motorcycles), never the others left out:
  // a make whose kinds the list lacks must still be found.
  const kindFirst = query.kindsFirst
    ? [
        sql`(${makes.kinds} && array[${sql.join(
          query.kindsFirst.map((kind) => sql`${kind}`),
          sql`, `,
        )}]::text[]) desc`,
      ]
    : [];
  // A make typed in Arabic is searched by its usual Arabic spellings (the domain's table): the list is Latin.
  if (query.text && hasArabicLetters(query.text)) {
    const named = makesNamedInArabic(query.text);
    return db
      .select({ id: makes.id, name: makes.name })
      .from(makes)
      .where(and(eq(makes.active, true), named.length > 0 ? inArray(makes.name, named) : sql`false`))
      .orderBy(...kindFirst, asc(makes.name))
      .limit(query.top)
      .offset(query.skip);
  }
  const text = query.text?.toUpperCase();
  const escaped = text?.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .select({ id: makes.id, name: makes.name })
    .from(makes)
    .where(and(eq(makes.active, true), escaped ? ilike(makes.name, `%${escaped}%`) : undefined))
    .orderBy(
      ...kindFirst,
      ...(escaped ? [sql`(${makes.name} ilike ${`${escaped}%`}) desc`] : []),
      asc(makes.name),
    )
    .limit(query.top)
    .offset(query.skip);
}

/**
 * Names a document prints in its language, read from the ids it stores: the office's Arabic name
 * and address where it has them (else the French ones) and the country of residence in the document's language.
 */
export async function documentNames(
  db: TDatabase,
  ids: { officeId: number | null | undefined; countryId: number | null | undefined },
  language: TLanguage,
): Promise<{ office?: string; officeAddress?: string; country?: string }> {
  const [office] = ids.officeId ? await db.select().from(offices).where(eq(offices.id, ids.officeId)) : [];
  const [country] = ids.countryId
    ? await db.select().from(countries).where(eq(countries.id, ids.countryId))
    : [];
  return {
    ...(office && { office: language === 'ar' ? (office.nameAr ?? office.name) : office.name }),
    // Only the Arabic document reads the address here; the others print the one step 2 copied.
    ...(office?.addressAr && language === 'ar' && { officeAddress: office.addressAr }),
    ...(country && {
      country: { fr: country.nameFr, en: country.nameEn, ar: country.nameAr }[language],
    }),
  };
}

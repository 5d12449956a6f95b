import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FUELS, PERIODS, SEED_TARIFF, USAGES, ZMakeKind } from '@bi/domain';
import { inArray, sql } from 'drizzle-orm';
import countryNames from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import { z } from 'zod';
import { seedFirstTariffVersion } from '../modules/tariffs/tariff-version-rows';
import type { TDatabase, TTransaction } from './client';
import { cities, countries, fuels, makes, offices, periods, usages } from './schema';

const SEED_DIR = path.resolve(import.meta.dirname, 'seed-data');

/**
 * Morocco's territorial position: the southern provinces are Moroccan cities in this product, so the
 * ISO code EH is not offered as a separate country of residence.
 */
const EXCLUDED_COUNTRIES = new Set(['EH']);

const ZCitySeed = z.object({
  code: z.string().regex(/^[A-Z0-9_]+$/),
  name: z.string().min(1),
  name_ar: z.string().min(1),
  entry_point: z.boolean(),
  entry_label: z.string().optional(),
  entry_label_ar: z.string().optional(),
});
const ZOfficeSeed = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  // Border posts and direct offices have one; agents' and brokers' trade names stay as they are.
  name_ar: z.string().min(1).optional(),
  address: z.string().min(1),
  // Customers reading Arabic see the office they pick at step 2 in Arabic, its address too.
  address_ar: z.string().min(1),
  city_code: z.string(),
  kind: z.enum(['border_post', 'agent', 'broker', 'direct']),
  immediate_effect: z.boolean(),
});
const ZMakeSeed = z.object({ name: z.string().min(1), kinds: z.array(ZMakeKind).min(1) });

function readSeed<T extends z.ZodType>(file: string, schema: T): z.infer<T>[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(SEED_DIR, file), 'utf8'));
  return z.array(schema).parse(raw);
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

async function seedCountries(tx: TTransaction) {
  for (const locale of [fr, en, ar]) countryNames.registerLocale(locale);
  const rows = Object.keys(countryNames.getAlpha2Codes())
    .filter((iso2) => !EXCLUDED_COUNTRIES.has(iso2))
    .map((iso2) => ({
      iso2,
      nameFr: countryNames.getName(iso2, 'fr') ?? iso2,
      nameEn: countryNames.getName(iso2, 'en') ?? iso2,
      nameAr: countryNames.getName(iso2, 'ar') ?? iso2,
    }));
  await tx
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.iso2,
      set: { nameFr: excluded('name_fr'), nameEn: excluded('name_en'), nameAr: excluded('name_ar') },
    });
}

async function seedCitiesAndOffices(tx: TTransaction) {
  const cityRows = readSeed('cities.json', ZCitySeed).map((city) => ({
    code: city.code,
    name: city.name,
    nameAr: city.name_ar,
    entryPoint: city.entry_point,
    entryLabel: city.entry_label ?? null,
    entryLabelAr: city.entry_label_ar ?? null,
  }));
  // Once stored, a city is the administrators' (names, entry point, switched off): the seed only adds
  // the codes the database lacks (decision 051).
  await tx.insert(cities).values(cityRows).onConflictDoNothing({ target: cities.code });
  const codes = cityRows.map((city) => city.code);
  const stored = await tx
    .select({ id: cities.id, code: cities.code })
    .from(cities)
    .where(inArray(cities.code, codes));
  const cityIds = new Map(stored.map((city) => [city.code, city.id]));

  const officeRows = readSeed('offices.json', ZOfficeSeed).map((office) => {
    const cityId = cityIds.get(office.city_code);
    if (cityId === undefined) throw new Error(`Office ${office.code}: unknown city ${office.city_code}`);
    return {
      code: office.code,
      name: office.name,
      nameAr: office.name_ar ?? null,
      address: office.address,
      addressAr: office.address_ar,
      cityId,
      kind: office.kind,
      immediateEffect: office.immediate_effect,
    };
  });
  // Once stored, an office is the administrators' (the console's edits survive every start): the seed
  // only opens the offices the database does not have yet (decision 048).
  await tx.insert(offices).values(officeRows).onConflictDoNothing({ target: offices.code });
}

async function seedCatalogue(tx: TTransaction) {
  await tx
    .insert(usages)
    .values(
      USAGES.map((usage) => ({
        id: usage.usage_Id,
        code: usage.code,
        name: usage.usage_Name,
        nameEn: usage.usage_Name_EN,
        nameAr: usage.usage_Name_AR,
        maxPlaces: usage.max_places,
      })),
    )
    .onConflictDoUpdate({
      target: usages.id,
      set: {
        name: excluded('name'),
        nameEn: excluded('name_en'),
        nameAr: excluded('name_ar'),
        maxPlaces: excluded('max_places'),
      },
    });
  await tx
    .insert(periods)
    .values(
      PERIODS.map((period) => ({
        id: period.periode_Id,
        code: period.code,
        name: period.periode_Name,
        nameEn: period.periode_Name_EN,
        nameAr: period.periode_Name_AR,
        count: period.periode_Nbr,
        inDays: period.periode_ParJour,
      })),
    )
    .onConflictDoUpdate({
      target: periods.id,
      set: {
        code: excluded('code'),
        name: excluded('name'),
        nameEn: excluded('name_en'),
        nameAr: excluded('name_ar'),
        count: excluded('count'),
        inDays: excluded('in_days'),
      },
    });
  await tx
    .insert(fuels)
    .values(
      FUELS.map((fuel) => ({
        id: fuel.combustile_Id,
        code: fuel.code,
        label: fuel.combustile_Libelle,
        labelEn: fuel.combustile_Libelle_EN,
        labelAr: fuel.combustile_Libelle_AR,
      })),
    )
    .onConflictDoUpdate({
      target: fuels.id,
      set: { label: excluded('label'), labelEn: excluded('label_en'), labelAr: excluded('label_ar') },
    });
  // A make is the administrators' once stored, found by the seed's name a rename leaves alone; one the
  // console already added under that name is not added twice (decision 051).
  await tx
    .insert(makes)
    .values(readSeed('makes.json', ZMakeSeed).map((make) => ({ ...make, seedName: make.name })))
    .onConflictDoNothing();
}

/**
 * Reference data from the files in the repository; running it twice changes nothing. What the console
 * edits (offices, cities, makes, every `active` flag) it only inserts where missing (decision 051).
 */
export async function seedReferenceData(db: TDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCountries(tx);
    await seedCitiesAndOffices(tx);
    await seedCatalogue(tx);
    // Version 1 of the tariff; later versions are the administrators' (decision 053).
    await seedFirstTariffVersion(tx, SEED_TARIFF);
  });
}

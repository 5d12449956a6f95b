import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// ── Reference data (seeded from the data files once per row, then the console's: decision 051) ────
// `active`: offered to new customers; a switched-off row stays for the contracts that recorded it.

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  // Residents of the country may buy (step 1 offers it).
  active: boolean('active').notNull().default(true),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  entryPoint: boolean('entry_point').notNull().default(false),
  entryLabel: text('entry_label'),
  entryLabelAr: text('entry_label_ar'),
  active: boolean('active').notNull().default(true),
});

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    // Arabic name where one is known; the French name stands in for the others.
    nameAr: text('name_ar'),
    address: text('address').notNull(),
    // Where the Arabic documents print the office's address; the French one stands in until it is given.
    addressAr: text('address_ar'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    kind: text('kind', { enum: ['border_post', 'agent', 'broker', 'direct'] }).notNull(),
    immediateEffect: boolean('immediate_effect').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('offices_city_idx').on(table.cityId)],
);

export const makes = pgTable('makes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kinds: text('kinds').array().notNull(),
  active: boolean('active').notNull().default(true),
  // The seed file's name for the make, which a rename in the console leaves alone; null for the console's.
  seedName: text('seed_name').unique(),
});

export const usages = pgTable('usages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  maxPlaces: integer('max_places'),
});

export const periods = pgTable('periods', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  count: integer('count').notNull(),
  inDays: boolean('in_days').notNull(),
  active: boolean('active').notNull().default(true),
});

export const fuels = pgTable('fuels', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: text('label').notNull(),
  labelEn: text('label_en').notNull(),
  labelAr: text('label_ar').notNull(),
});

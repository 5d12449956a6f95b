import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ZSouscriptionAnswer } from '@bi/domain';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSubscriptionRow } from '../modules/subscriptions/repository';
import { toSouscriptionAnswer } from '../modules/subscriptions/subscription-answer';
import { NO_AFTER_SALE } from '../modules/subscriptions/after-sale-facts';
import { uniqueDatabaseName, withDatabase } from '../test/database-url';
import { MIGRATIONS_FOLDER } from './client';
import { subscriptions } from './schema';

/** The migration that typed the subscription; the database before it holds the old shape. */
const TYPED_SUBSCRIPTION = '0002_typed_subscription';

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'bi-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

type TSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** An empty database on the driver under test, migrated by `migrate(folder)`. */
async function openEmptyDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    return {
      db: drizzlePglite(client, { schema: { subscriptions } }),
      query: ((text) => client.query(text)) as TSql,
      migrate: (folder: string) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = uniqueDatabaseName('bi_migration');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 });
  // The forced drop below may cut a connection still closing: the pool reports it, nothing to do.
  pool.on('error', () => undefined);
  return {
    db: drizzleNodePostgres(pool, { schema: { subscriptions } }),
    query: ((text) => pool.query(text)) as TSql,
    migrate: (folder: string) => migrateNodePostgres(drizzleNodePostgres(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const USER = '11111111-1111-4111-8111-111111111111';
const READY = '22222222-2222-4222-8222-222222222222';
const STARTED = '33333333-3333-4333-8333-333333333333';
const SIGNED = '44444444-4444-4444-8444-444444444444';

const insured = {
  type: 'physique',
  first_name: 'Karim',
  last_name: 'El Idrissi',
  email: 'karim@example.com',
  phone: '612345678',
  country_code: '212',
  accept_cgu: true,
  num_identity: 'AB123456',
  address1: '12 rue de la Paix',
  address2: null,
  ville: 'Paris',
  pays: 'FR',
  pays_Id: 1,
  pays_Name: 'France',
  consent_maroc: { given: true, at: '2026-11-20T10:00:00.000Z' },
  ville_entree: 1,
  ville_Id: 1,
  ville_Name: 'Tanger Med',
  bureau_gestion: 1,
  intermediaire_Id: 1,
  intermediaire_RS: 'Poste frontière Tanger Med',
  intermediaire_Code: 'TM-01',
  intermediaire_Adresse: 'Port Tanger Med',
  effetImmediat: true,
  bureaudirect: false,
  posteFrontalier: true,
};
const vehicle = {
  immatriculation: 'AB-123-CD',
  type_vehicule: 'Tourisme',
  usage_Id: 1,
  usage_Code: 'TOURISME',
  usage_Name: 'Tourisme',
  nbre_places: 5,
  marque: 'Renault',
  marque_Id: 1,
  marque_Name: 'Renault',
  model: 'Clio',
  carburant: 'Diesel',
  combustile_Id: 2,
  combustile_Libelle: 'Diesel',
  puissance: 6,
  annee_circulation: 2019,
};
const period = {
  date_effet: '2026-12-01',
  date_fin: '2026-12-05',
  periode: 'J5',
  periode_Id: 1,
  periode_Name: '5 jours',
  periode_Nbr: 5,
  periode_ParJour: true,
};
const cover = {
  type: 'pack',
  pack_Id: 1,
  pack_Code: 'BASE',
  selected_pack: 'Offre de base',
  selected_garanties: [],
  remorque: false,
};
const quote = {
  primeNet: 415.12,
  totalTaxe: 82.79,
  primeTotal: 497.91,
  taxes: [{ code: 'TIMBRE', base: null, taux: null, montant: 15 }],
  garanties: [{ code: 'RC', formule: 'BASE', prime: 415.12 }],
  tarif_version: '2026-01',
};

const file = (n: number) => `5555555${n}-5555-4555-8555-555555555555`;
const documents = {
  identity_recto: file(1),
  identity_recto_name: 'cin-recto.jpg',
  identity_verso: file(2),
  identity_verso_name: 'cin-verso.jpg',
  permis_recto: file(3),
  permis_recto_name: 'permis-recto.jpg',
  permis_verso: file(4),
  permis_verso_name: 'permis-verso.jpg',
  cg_recto: file(5),
  cg_recto_name: 'carte-grise-recto.pdf',
  cg_verso: file(6),
  cg_verso_name: 'carte-grise-verso.pdf',
};

const json = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

/** Rows written by the application as it was before the migration, in the old shape. */
const OLD_ROWS = `
insert into cities (id, code, name, name_ar) values (1, 'TANGER_MED', 'Tanger Med', 'طنجة المتوسط');
insert into offices (id, code, name, address, city_id, kind, immediate_effect)
  values (1, 'TM-01', 'Poste frontière Tanger Med', 'Port Tanger Med', 1, 'border_post', true);
insert into users (id, type, first_name, last_name, email, password_hash)
  values ('${USER}', 'physique', 'Karim', 'El Idrissi', 'karim@example.com', 'x');
insert into subscriptions (id, code_str, user_id, statut, current_step, user_info, vehicule_info,
  periode_info, pack_info, documents_info, payment_info, simulation_result)
  values ('${READY}', 'BRD-2026-000001', '${USER}', 'confirmed', 7, ${json(insured)}, ${json(vehicle)},
  ${json(period)}, ${json(cover)}, ${json(documents)},
  ${json({ is_paid: false })}, ${json(quote)});
insert into subscriptions (id, code_str, user_id, statut, current_step, user_info)
  values ('${STARTED}', 'BRD-2026-000002', '${USER}', 'simulation', 1,
  ${json({ type: 'physique', first_name: 'Karim', last_name: 'El Idrissi', email: 'karim@example.com', phone: '612345678', country_code: '212', accept_cgu: true })});
insert into subscriptions (id, code_str, user_id, statut, current_step, user_info, vehicule_info,
  periode_info, pack_info, documents_info, payment_info, simulation_result, extended_from_id)
  values ('${SIGNED}', 'BRD-2026-000003', '${USER}', 'signed', 7, ${json(insured)}, ${json(vehicle)},
  ${json(period)}, ${json(cover)}, ${json(documents)}, ${json({ is_paid: true })}, ${json(quote)},
  '66666666-6666-4666-8666-666666666666');
insert into audit_log (actor_user_id, action, entity_type, entity_id) values
  ('${USER}', 'subscription.created', 'subscription', '${READY}'),
  (null, 'housekeeping', 'throttle', 'all');
`;

describe(`migration ${TYPED_SUBSCRIPTION} on a database holding subscriptions`, () => {
  let database: Awaited<ReturnType<typeof openEmptyDatabase>>;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    const before = migrationsBefore(TYPED_SUBSCRIPTION);
    try {
      await database.migrate(before.folder);
    } finally {
      before.remove();
    }
    for (const statement of OLD_ROWS.split(';\n').filter((text) => text.trim())) {
      await database.query(statement);
    }
    await database.migrate(MIGRATIONS_FOLDER);
  }, 60_000);

  afterAll(() => database?.close());

  it('keeps every subscription, with its parts readable by the typed schemas', async () => {
    const rows = await database.db.select().from(subscriptions);
    expect(rows.map((row) => row.codeStr).sort()).toEqual([
      'BRD-2026-000001',
      'BRD-2026-000002',
      'BRD-2026-000003',
    ]);
    for (const row of rows) {
      expect(
        ZSouscriptionAnswer.safeParse(
          toSouscriptionAnswer(parseSubscriptionRow(row), '2026-11-23', NO_AFTER_SALE),
        ).success,
      ).toBe(true);
    }
  });

  it('fills the columns lists and offices filter on from the stored parts', async () => {
    const { rows } = await database.query(
      `select id, office_id, effect_date::text as effect_date, end_date::text as end_date, usage_code,
        plate, total_centimes, tariff_version, paid_at is not null as paid, signed_at is not null as signed,
        extended_from_id, current_step, payment_info
       from subscriptions order by code_str`,
    );
    expect(rows[0]).toMatchObject({
      id: READY,
      office_id: 1,
      effect_date: '2026-12-01',
      end_date: '2026-12-05',
      usage_code: 'TOURISME',
      plate: 'AB-123-CD',
      total_centimes: 49791,
      tariff_version: '2026-01',
      paid: false,
      signed: false,
      current_step: 8,
    });
    expect(rows[0]!.payment_info).toEqual({});
    expect(rows[1]).toMatchObject({ id: STARTED, office_id: null, effect_date: null, current_step: 1 });
    expect(rows[2]).toMatchObject({
      id: SIGNED,
      paid: true,
      signed: true,
      current_step: 8,
      extended_from_id: null,
    });
    expect(rows[2]!.payment_info).toEqual({});
  });

  it('derives paid from the status and ready to pay from the steps', async () => {
    const rows = await database.db.select().from(subscriptions);
    const answers = new Map(
      rows.map((row) => [
        row.id,
        toSouscriptionAnswer(parseSubscriptionRow(row), '2026-11-23', NO_AFTER_SALE),
      ]),
    );
    expect(answers.get(READY)).toMatchObject({ ready_to_pay: true, payment_info: { is_paid: false } });
    expect(answers.get(SIGNED)).toMatchObject({ ready_to_pay: false, payment_info: { is_paid: true } });
  });

  it('names the actor of the history written before', async () => {
    const { rows } = await database.query('select action, actor from audit_log order by action');
    expect(rows).toEqual([
      { action: 'housekeeping', actor: 'system' },
      { action: 'subscription.created', actor: 'customer' },
    ]);
  });
});

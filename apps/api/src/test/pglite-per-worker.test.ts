import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { borrowTemplateCopy } from './pglite-per-worker';

const template = inject('databaseTemplate');
const onPglite = template.driver === 'pglite';
if (!onPglite)
  console.warn('The PGlite lent per worker is not used on PostgreSQL (DATABASE_URL): not tested there');

/**
 * What a test file could see of the template: rows of seeded and empty tables, and the sequences (one
 * never used that starts at 2: the tariff versions' numbers, version 1 being the seed's).
 */
async function state(client: PGlite) {
  const { rows } = await client.query(
    `select (select count(*)::int from cities) as cities, (select count(*)::int from makes) as makes,
            (select count(*)::int from audit_log) as audit_lines,
            (select max(id) from offices) as last_office,
            (select last_value::text from cities_id_seq) as cities_seq,
            (select last_value::text || is_called::text from subscription_code_seq) as code_seq,
            (select last_value::text || is_called::text from tariff_version_number_seq) as tariff_seq`,
  );
  return rows[0];
}

describe.runIf(onPglite)('the PGlite copy of the template lent to one test app at a time', () => {
  const dumpFile = onPglite ? template.dumpFile : '';

  it('comes back to the template: seeded rows, empty tables and sequences, a fresh copy beside it', async () => {
    const first = await borrowTemplateCopy(dumpFile);
    const fresh = await state(first.client);
    await first.client.exec(`
      insert into cities (code, name, name_ar) values ('XXX', 'Nulle part', 'لا مكان');
      delete from offices where id = (select max(id) from offices);
      delete from makes;
      insert into audit_log (actor, action, entity_type, entity_id) values ('system', 'probe', 'test', '1');
      select nextval('subscription_code_seq'), nextval('subscription_code_seq');`);
    expect(await state(first.client)).not.toEqual(fresh);

    const alongside = await borrowTemplateCopy(dumpFile);
    expect(alongside.client).not.toBe(first.client);
    expect(await state(alongside.client)).toEqual(fresh);
    await alongside.giveBack();
    expect(alongside.client.closed).toBe(true);

    await first.giveBack();
    const again = await borrowTemplateCopy(dumpFile);
    expect(again.client).toBe(first.client);
    expect(await state(again.client)).toEqual(fresh);
    await again.giveBack();
  });

  it('comes back with the session a new connection has: settings, advisory locks', async () => {
    const first = await borrowTemplateCopy(dumpFile);
    const fresh = (await first.client.query<{ zone: string }>('show timezone')).rows[0]!.zone;
    await first.client.exec(`set timezone = 'Pacific/Kiritimati'; select pg_advisory_lock(42);`);
    await first.giveBack();
    const again = await borrowTemplateCopy(dumpFile);
    expect(again.client).toBe(first.client);
    expect((await again.client.query<{ zone: string }>('show timezone')).rows[0]!.zone).toBe(fresh);
    const locks = await again.client.query(`select 1 from pg_locks where locktype = 'advisory'`);
    expect(locks.rows).toEqual([]);
    await again.giveBack();
  });

  it('is dropped when a test changed its schema (a trigger to make writes fail), and a fresh copy lent next', async () => {
    const changed = await borrowTemplateCopy(dumpFile);
    await changed.client.exec(`create function refuse_all() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$;
      create trigger refuse_all before insert on cities for each row execute function refuse_all();`);
    await changed.giveBack();
    const next = await borrowTemplateCopy(dumpFile);
    expect(next.client).not.toBe(changed.client);
    expect(changed.client.closed).toBe(true);
    await next.client.exec(`insert into cities (code, name, name_ar) values ('YYY', 'Ailleurs', 'مكان آخر')`);
    await next.giveBack();
  });

  it('gives a copy back once: a second call does not restore it under the next borrower', async () => {
    const first = await borrowTemplateCopy(dumpFile);
    await first.giveBack();
    const next = await borrowTemplateCopy(dumpFile);
    await next.client.exec(`insert into cities (code, name, name_ar) values ('ZZZ', 'Là-bas', 'هناك')`);
    await first.giveBack();
    const rows = await next.client.query(`select 1 from cities where code = 'ZZZ'`);
    expect(rows.rows).toHaveLength(1);
    const alongside = await borrowTemplateCopy(dumpFile);
    expect(alongside.client).not.toBe(next.client);
    await alongside.giveBack();
    await next.giveBack();
  });

  it('is dropped when a test closed it on purpose, and a fresh copy lent next', async () => {
    const closed = await borrowTemplateCopy(dumpFile);
    await closed.client.close();
    await closed.giveBack();
    const next = await borrowTemplateCopy(dumpFile);
    expect(next.client).not.toBe(closed.client);
    expect((await next.client.query('select count(*)::int as n from cities')).rows).toEqual([
      { n: expect.any(Number) },
    ]);
    await next.giveBack();
  });
});

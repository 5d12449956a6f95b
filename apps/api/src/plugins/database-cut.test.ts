import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpCustomer } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';

const onPostgres = inject('databaseTemplate').driver === 'postgres';
if (!onPostgres)
  console.warn('The connection-cut test ends PostgreSQL sessions: it runs on PostgreSQL only (DATABASE_URL)');

const LIST = `/api/v1/users/souscriptions/?$top=30&$skip=0&$sort=${encodeURIComponent('created_at DESC')}`;
const REFERENCE = [
  '/api/v1/offre/tarifs',
  '/api/v1/users/souscriptions/villes',
  '/api/v1/users/souscriptions/pays',
  '/api/v1/users/souscriptions/marques?$q=dacia',
];

type TCall = { kind: 'list' | 'reference' | 'write'; method: 'GET' | 'POST'; url: string };

/** 300 lists, 100 reference calls and 40 new subscriptions, interleaved as a steady stream. */
const CALLS: TCall[] = Array.from({ length: 440 }, (_, index): TCall => {
  if (index % 11 === 5) return { kind: 'write', method: 'POST', url: '/api/v1/users/souscriptions' };
  if (index % 11 >= 8) return { kind: 'reference', method: 'GET', url: REFERENCE[index % REFERENCE.length]! };
  return { kind: 'list', method: 'GET', url: LIST };
});
const IN_FLIGHT = 8;
/** The sessions are ended once, after this many calls were sent: the stream is well under way. */
const CUT_AFTER = 120;

let t: TTestApp;
let customer: Awaited<ReturnType<typeof signUpCustomer>>;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  customer = await signUpCustomer(t);
});
afterAll(() => t?.close());

/** Ends every other session of the test's database from a connection of its own; answers how many. */
async function cutConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('PostgreSQL ending every connection under a stream of calls', () => {
  it.skipIf(!onPostgres)(
    'answers no 5xx but 503, each with Retry-After; the reads are run again and succeed',
    async () => {
      const body = {
        type: 'physique',
        first_name: 'Amina',
        last_name: 'Benali',
        email: customer.email,
        ...customer.phone,
        accept_cgu: true,
      };
      const answers: { call: TCall; status: number; retryAfter: unknown }[] = [];
      let sent = 0;
      let cut: Promise<number> | undefined;
      const started = performance.now();
      async function worker() {
        while (sent < CALLS.length) {
          const call = CALLS[sent]!;
          sent += 1;
          if (sent === CUT_AFTER) cut = cutConnections(t.databaseUrl!);
          const answer = await t.app.inject({
            method: call.method,
            url: call.url,
            headers: { ...customer.headers, 'accept-language': 'en' },
            ...(call.method === 'POST' && { payload: body }),
          });
          answers.push({ call, status: answer.statusCode, retryAfter: answer.headers['retry-after'] });
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      const ended = await cut!;
      const seconds = (performance.now() - started) / 1000;

      const count = (kind: TCall['kind'], status: number) =>
        answers.filter((answer) => answer.call.kind === kind && answer.status === status).length;
      process.stdout.write(
        `${answers.length} calls in ${seconds.toFixed(2)} s, ${ended} sessions ended after ${CUT_AFTER}: ` +
          (['list', 'reference', 'write'] as const)
            .map((kind) => `${kind} ${count(kind, 200)}×200 ${count(kind, 503)}×503`)
            .join(', ') +
          '\n',
      );

      expect(ended).toBeGreaterThan(0);
      expect(answers).toHaveLength(CALLS.length);
      expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
      expect(answers.filter((answer) => answer.status === 503 && answer.retryAfter !== '1')).toEqual([]);
      // A read that met a dead connection was run again on a fresh one: no GET had to be refused.
      expect(answers.filter((answer) => answer.call.method === 'GET' && answer.status !== 200)).toEqual([]);
      expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    },
  );
});

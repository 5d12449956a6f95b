// `npm run bench`: the performance budget of the product, as a table; exits non-zero when a target is missed.
import { measureWebBundle } from './bundle-bench';
import { coldStart } from './cold-start';
import { check, formatNumber, printTable, type TRow } from './report';
import { TARGETS } from './targets';

const seconds = (millis: number) => `${formatNumber(millis / 1000)} s`;
// kB as Vite prints them, so the figure matches the build output.
const kilobytes = (bytes: number) => bytes / 1000;

const rows: TRow[] = [];

console.log('Cold start: import, in-memory PGlite, migrate, seed, app.ready()…');
const running = await coldStart();
try {
  const { importing, migrating, seeding, readying } = running.phases;
  rows.push(
    check(
      'Cold start to app.ready()',
      running.totalMillis / 1000,
      TARGETS.coldStartSeconds,
      `import ${seconds(importing)}, migrate ${seconds(migrating)}, seed ${seconds(seeding)}, ready ${seconds(readying)}`,
    ),
  );

  // Imported only now: loading the domain and the database code belongs to the cold start above.
  const { measureTariff } = await import('./tariff-bench');
  const { measureApi } = await import('./api-bench');

  console.log('Tariff engine…');
  const tariff = measureTariff();
  rows.push(
    check(
      'computeQuote mean',
      tariff.quoteMicros,
      TARGETS.quoteMeanMicros,
      `${formatNumber(tariff.quoteCalls)} calls over ${tariff.inputs} inputs`,
    ),
    check('listOffers mean (tourism, 1 month)', tariff.offersMicros, TARGETS.offersMeanMicros),
  );

  console.log('API through app.inject…');
  for (const latency of await measureApi(running)) {
    rows.push(
      check(
        `API ${latency.name} p95`,
        latency.p95,
        TARGETS.apiP95Millis,
        `p50 ${formatNumber(latency.p50)} ms`,
      ),
    );
  }
} finally {
  await running.app.close();
  await running.database.close();
}

console.log('Web bundle…');
const bundle = measureWebBundle();
rows.push(
  check(
    'Web JS of the first visit, gzipped',
    kilobytes(bundle.gzipBytes),
    TARGETS.webGzipKilobytes,
    `raw ${formatNumber(kilobytes(bundle.rawBytes))} kB in ${bundle.files} file(s)${bundle.built ? ', just built' : ''}`,
  ),
);

printTable(rows);
if (rows.some((row) => !row.pass)) process.exitCode = 1;

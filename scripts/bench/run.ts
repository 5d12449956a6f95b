// `npm run bench`: the performance budget of the product, as a table; exits non-zero when a target is missed.
import { buildWebApp, measureWebBundle } from './bundle-bench';
import { coldStart } from './cold-start';
import { check, formatNumber, printTable, type TRow } from './report';
import { TARGETS } from './targets';

const seconds = (millis: number) => `${formatNumber(millis / 1000)} s`;
// kB as Vite prints them, so the figure matches the build output.
const kilobytes = (bytes: number) => bytes / 1000;
/** The landing, and the page a hesitant visitor opens next. */
const LIGHTHOUSE_PAGES = ['/', '/caracteristiques-offre'];

const rows: TRow[] = [];

// First: the server registers the built files when it starts, and Lighthouse loads them from it.
console.log('Building the web app…');
buildWebApp();
const bundle = measureWebBundle();

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

  console.log('Lighthouse (mobile) on the built app served by the real server…');
  const { measureLighthouse } = await import('./lighthouse-bench');
  const address = await running.app.listen({ host: '127.0.0.1', port: 0 });
  for (const page of await measureLighthouse(address, LIGHTHOUSE_PAGES)) {
    rows.push(
      check(
        `Lighthouse mobile performance ${page.path}`,
        page.score,
        TARGETS.lighthouseMobileScore,
        `FCP ${seconds(page.fcpMillis)}, LCP ${seconds(page.lcpMillis)}, TBT ${formatNumber(page.tbtMillis)} ms, ` +
          `JS as sent ${formatNumber(kilobytes(page.scriptTransferBytes))} kB`,
      ),
    );
  }
} finally {
  await running.app.close();
  await running.database.close();
}

rows.push(
  check(
    'Web JS of the first visit, gzipped',
    kilobytes(bundle.firstVisit.gzipBytes),
    TARGETS.webGzipKilobytes,
    `raw ${formatNumber(kilobytes(bundle.firstVisit.rawBytes))} kB in ${bundle.firstVisit.files} file(s)`,
  ),
  check(
    'Largest chunk loaded on demand, gzipped',
    kilobytes(bundle.largestLazyChunk.gzipBytes),
    TARGETS.lazyChunkGzipKilobytes,
    bundle.largestLazyChunk.source,
  ),
);

printTable(rows);
if (rows.some((row) => !row.pass)) process.exitCode = 1;

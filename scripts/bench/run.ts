// `npm run bench`: the performance budget of the product, as a table; exits non-zero when a target is missed.
// `BENCH_ONLY=bundle,uploads npm run bench` runs only those parts (names in bench-parts.ts), e.g. everything
// but Lighthouse on a machine busy with other work.
import path from 'node:path';
import { selectedParts } from './bench-parts';
import { buildWebApp, measureOnDemandChunks } from './bundle-bench';
import { coldStart, type TColdStart } from './cold-start';
import { percentile } from './measure';
import { check, formatNumber, info, printTable, type TRow } from './report';
import { TARGETS } from './targets';

const seconds = (millis: number) => `${formatNumber(millis / 1000)} s`;
// kB as Vite prints them, so the figure matches the build output.
const kilobytes = (bytes: number) => bytes / 1000;
/** The landing, and the page a hesitant visitor opens next. */
const LIGHTHOUSE_PAGES = ['/', '/caracteristiques-offre'];

const parts = selectedParts(process.env.BENCH_ONLY);
const rows: TRow[] = [];

async function tariffRows(): Promise<TRow[]> {
  const { measureTariff } = await import('./tariff-bench');
  console.log('Tariff engine…');
  const tariff = measureTariff();
  return [
    check(
      'computeQuote mean',
      tariff.quoteMicros,
      TARGETS.quoteMeanMicros,
      `${formatNumber(tariff.quoteCalls)} calls over ${tariff.inputs} inputs`,
    ),
    check('listOffers mean (tourism, 1 month)', tariff.offersMicros, TARGETS.offersMeanMicros),
  ];
}

async function apiRows(running: TColdStart): Promise<TRow[]> {
  const { measureApi } = await import('./api-bench');
  console.log('API through app.inject…');
  return (await measureApi(running)).map((latency) =>
    check(
      `API ${latency.name} p95`,
      latency.p95,
      TARGETS.apiP95Millis,
      `p50 ${formatNumber(latency.p50)} ms`,
    ),
  );
}

async function firstVisitRow(address: string): Promise<TRow> {
  const { measureFirstVisit } = await import('./first-visit');
  console.log('First visit to / in Chromium…');
  const visit = await measureFirstVisit(address);
  return check(
    'Web JS of the first visit to /, as sent',
    kilobytes(visit.sentBytes),
    TARGETS.firstVisitScriptKilobytes,
    `${visit.encodings.join(', ')}, ${visit.scripts} scripts, ${formatNumber(kilobytes(visit.decodedBytes))} kB decoded`,
  );
}

function onDemandRow(): TRow {
  const { chunks, largest, heaviestImport } = measureOnDemandChunks();
  const heaviest = heaviestImport
    ? `; heaviest import ${heaviestImport.source}, ${formatNumber(kilobytes(heaviestImport.bytes))} kB ` +
      `in ${heaviestImport.files} scripts`
    : '';
  return check(
    'Largest script loaded on demand, as sent',
    kilobytes(largest?.bytes ?? 0),
    TARGETS.onDemandChunkKilobytes,
    `${largest ? (largest.source ?? path.basename(largest.file)) : 'none'} of ${chunks} scripts${heaviest}`,
  );
}

async function lighthouseRows(address: string): Promise<TRow[]> {
  const { measureLighthouse } = await import('./lighthouse-bench');
  console.log('Lighthouse (mobile) on the built app served by the real server…');
  return (await measureLighthouse(address, LIGHTHOUSE_PAGES)).map((page) =>
    check(
      `Lighthouse mobile performance ${page.path}`,
      page.score,
      TARGETS.lighthouseMobileScore,
      `FCP ${seconds(page.fcpMillis)}, LCP ${seconds(page.lcpMillis)}, TBT ${formatNumber(page.tbtMillis)} ms, ` +
        `JS as sent ${formatNumber(kilobytes(page.scriptTransferBytes))} kB`,
    ),
  );
}

async function uploadRows(): Promise<TRow[]> {
  const { measureUploadLatency, ROUNDS, UPLOADS } = await import('./upload-latency');
  console.log(`Other requests while ${UPLOADS} uploads of 10 MB are processed (${ROUNDS} rounds)…`);
  const { storage, alone, during, uploadsMillis, longestStallMillis } = await measureUploadLatency();
  const name = `Other requests during ${UPLOADS} × 10 MB uploads`;
  return [
    check(
      `${name}, median`,
      percentile(during, 0.5),
      TARGETS.uploadOthersMedianMillis,
      `${during.length} calls; alone ${formatNumber(percentile(alone, 0.5))} ms`,
    ),
    check(
      `${name}, longest wait`,
      Math.max(...during),
      TARGETS.uploadOthersLongestMillis,
      `event loop held up to ${formatNumber(longestStallMillis)} ms; ${UPLOADS} uploads took ` +
        `${seconds(uploadsMillis)} on ${storage}`,
    ),
  ];
}

async function pdfScanRows(): Promise<TRow[]> {
  const { measurePdfScans } = await import('./pdf-scan-bench');
  console.log('The upload scanner on hostile PDFs…');
  return (await measurePdfScans()).map(({ name, medianMillis }) =>
    check(`PDF scan, ${name} (median)`, medianMillis, TARGETS.hostilePdfScanMillis),
  );
}

async function journeyRows(): Promise<TRow[]> {
  const { countJourneyInputs } = await import('./journey-inputs');
  console.log('The counted browser journeys (new customer in fr and ar, returning driver)…');
  return countJourneyInputs().flatMap(({ name, inputs, characters }) =>
    name.startsWith('new-customer')
      ? [
          check(`Inputs, landing → verified certificate (${name})`, inputs, TARGETS.newCustomerInputs),
          check(`Characters typed, same journey (${name})`, characters, TARGETS.newCustomerCharacters),
        ]
      : [check(`Inputs, reminder → signed extension (${name})`, inputs, TARGETS.returningDriverInputs)],
  );
}

async function throughputRows(): Promise<TRow[]> {
  const { measureThroughput } = await import('./throughput-bench');
  const { throughputRows: rowsOf } = await import('./throughput-rows');
  const databaseUrl = process.env.DATABASE_URL;
  console.log(
    `Throughput over HTTP against bare Fastify endpoints, on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}…`,
  );
  return rowsOf(await measureThroughput(databaseUrl));
}

/** Issue 37's detail and list calls beside the bare reads only, several rounds: PostgreSQL only. */
async function readsRows(): Promise<TRow[]> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('reads: skipped, the bare reads need PostgreSQL (DATABASE_URL).');
    return [info('Detail and list calls ÷ bare reads', 'skipped: no DATABASE_URL')];
  }
  const { readsRows: rowsOf } = await import('./reads-bench');
  console.log('The detail and list calls against two bare primary-key reads, in turns…');
  return rowsOf(databaseUrl);
}

async function listScaleRows(): Promise<TRow[]> {
  const name = `List call p50 at 1,000,000 ÷ at 1,000 subscriptions`;
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('list-scale: skipped, it needs PostgreSQL (DATABASE_URL) to hold a million subscriptions.');
    return [info(name, 'skipped: no DATABASE_URL')];
  }
  const { measureListScale } = await import('./list-scale');
  console.log('The list call at a thousand subscriptions, then at a million (a database of its own)…');
  const { smallP50Millis, largeP50Millis, fillMillis, filledRows } = await measureListScale(databaseUrl);
  return [
    check(
      name,
      largeP50Millis / smallP50Millis,
      TARGETS.listScaleRatio,
      `${formatNumber(smallP50Millis)} ms → ${formatNumber(largeP50Millis)} ms; ` +
        `${formatNumber(filledRows)} rows inserted and vacuumed in ${seconds(fillMillis)}`,
    ),
  ];
}

/** 10,000 by default (issue 18); BENCH_FUZZ_RUNS lowers it for a quick look, which then fails its row. */
async function fuzzRows(): Promise<TRow[]> {
  const { fuzzAtVolume } = await import('./fuzz-volume');
  const runs = Number(process.env.BENCH_FUZZ_RUNS ?? TARGETS.fuzzRequestsPerRoute.limit);
  console.log(`Fuzzing every route ${runs} times (about 1.5 ms a request here)…`);
  const fuzz = fuzzAtVolume(runs);
  const detail = `${fuzz.routes} routes in ${seconds(fuzz.millis)}, ${fuzz.passed ? 'no 5xx' : 'FAILED: see above'}`;
  return [
    check(
      'Fuzz, requests a route',
      fuzz.passed ? fuzz.perRoute : Number.NaN,
      TARGETS.fuzzRequestsPerRoute,
      detail,
    ),
  ];
}

/** Issue 36: the photo set read by the app's own code, tuning and held-out apart. */
async function photoRows(): Promise<TRow[]> {
  const { measurePhotos, selectedHalves } = await import('./photo-bench');
  const { photoRows: rowsOf } = await import('./photo-rows');
  const halves = selectedHalves(process.env.BENCH_PHOTO_HALF);
  console.log(`Photos as drivers take them (${halves.join(', ')}), read in Chromium slowed down 4×…`);
  const { results, firstReadMillis } = await measurePhotos(halves);
  return rowsOf(results, firstReadMillis);
}

const servesWebApp = parts.has('bundle') || parts.has('lighthouse') || parts.has('journeys');
if (servesWebApp) {
  // First: the server registers the built files when it starts, and the browser loads them from it.
  console.log('Building the web app…');
  buildWebApp();
}
// These parts start servers of their own; the others share the in-memory app of the cold start.
const standalone = new Set<string>([
  'uploads',
  'pdf-scan',
  'journeys',
  'throughput',
  'reads',
  'list-scale',
  'fuzz',
  'photos',
]);
if ([...parts].some((part) => !standalone.has(part))) {
  console.log('Cold start: import, in-memory PGlite, migrate, seed, app.ready()…');
  const running = await coldStart();
  try {
    const { importing, migrating, seeding, readying } = running.phases;
    if (parts.has('cold-start')) {
      rows.push(
        check(
          'Cold start to app.ready()',
          running.totalMillis / 1000,
          TARGETS.coldStartSeconds,
          `import ${seconds(importing)}, migrate ${seconds(migrating)}, seed ${seconds(seeding)}, ready ${seconds(readying)}`,
        ),
      );
    }
    // Imported only now: loading the domain and the database code belongs to the cold start above.
    if (parts.has('tariff')) rows.push(...(await tariffRows()));
    if (parts.has('api')) rows.push(...(await apiRows(running)));
    if (servesWebApp) {
      const address = await running.app.listen({ host: '127.0.0.1', port: 0 });
      if (parts.has('bundle')) rows.push(await firstVisitRow(address), onDemandRow());
      if (parts.has('lighthouse')) rows.push(...(await lighthouseRows(address)));
    }
  } finally {
    await running.app.close();
    await running.database.close();
  }
}

// On servers of their own, with no other app in this process to share the machine with.
if (parts.has('throughput')) rows.push(...(await throughputRows()));
if (parts.has('reads')) rows.push(...(await readsRows()));
if (parts.has('list-scale')) rows.push(...(await listScaleRows()));
// Last, on a server of its own: the uploads leave files and a loaded heap behind them.
if (parts.has('uploads')) rows.push(...(await uploadRows()));
if (parts.has('pdf-scan')) rows.push(...(await pdfScanRows()));
// On the e2e project's own server and database, the journeys walked as a customer walks them.
if (parts.has('journeys')) rows.push(...(await journeyRows()));
// On the API project's own test app, the fuzz test at bench volume.
if (parts.has('fuzz')) rows.push(...(await fuzzRows()));
// On a Vite dev server of its own, serving the reading code from the sources.
if (parts.has('photos')) rows.push(...(await photoRows()));

printTable(rows);
if (rows.some((row) => !row.pass)) process.exitCode = 1;

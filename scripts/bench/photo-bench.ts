import type { Browser } from 'playwright-core';
import type { TPhoto } from '../../apps/web/e2e/photo-set/photo-cache';
import type { THalf } from '../../apps/web/e2e/photo-set/plan-half';
import type { TPhotoTruth } from '../../apps/web/e2e/photo-set/photo-truth';
import { openPhotoReader, type TStep } from './photo-reader';
import { judgePhoto, type TPhotoVerdict } from './photo-verdict';

const READ_DOCUMENT = '/src/features/subscription-flow/lib/read-document-photo.ts';
const READ_CERTIFICATE = '/src/features/subscription-flow/lib/read-certificate-photo.ts';
/** The app's own call for each kind of document. */
const CHAINS: Record<string, readonly TStep[]> = {
  identity: [{ module: READ_DOCUMENT, name: 'readIdentityPhoto' }],
  registration: [{ module: READ_CERTIFICATE, name: 'readCertificatePhoto' }],
};

export type TPhotoResult = {
  name: string;
  half: THalf;
  truth: TPhotoTruth;
  verdict: TPhotoVerdict;
  /** As a phone would take: measured, with the engine's part slowed down as the page's was (photo-reader.ts). */
  millis: number;
  /** As measured here, the engine's worker at full speed. */
  measuredMillis: number;
};

const HALVES: readonly THalf[] = ['tuning', 'held-out'];

/**
 * The generator's browser code is typed against the DOM, which this project's scripts are not (their
 * fetch takes a Buffer): it is imported at run time, its types from its plain modules.
 */
async function photoSet(browser: Browser, half: THalf): Promise<TPhoto[]> {
  const generator = new URL('../../apps/web/e2e/photo-set/photo-set.ts', import.meta.url).href;
  const { photoSet: generate } = (await import(generator)) as {
    photoSet: (browser: Browser, half: THalf) => Promise<TPhoto[]>;
  };
  return generate(browser, half);
}

/**
 * `BENCH_PHOTO_HALF=tuning` while tuning the reading code: the held-out half is read only to judge it
 * (decision 036), and its failures are never printed one by one.
 */
export function selectedHalves(only: string | undefined): readonly THalf[] {
  if (!only) return HALVES;
  const half = HALVES.find((name) => name === only);
  if (!half) throw new Error(`BENCH_PHOTO_HALF: no half named ${only} (halves: ${HALVES.join(', ')})`);
  return [half];
}

const KINDS = Object.keys(CHAINS);

/**
 * `BENCH_PHOTO_KIND=registration` while tuning one reader: the other kind's photos are drawn (the
 * set is cached whole) but not read, which takes most of the part's minutes.
 */
export function selectedKinds(only: string | undefined): readonly string[] {
  if (!only) return KINDS;
  if (!KINDS.includes(only))
    throw new Error(`BENCH_PHOTO_KIND: no kind named ${only} (kinds: ${KINDS.join(', ')})`);
  return [only];
}

/**
 * Every photo of the set read by the app's own code in a slowed-down Chromium, one after the other as
 * a customer takes them. The engine's first start (its model loaded) is timed apart: a customer pays
 * it once, with the first photo, and the bench would otherwise charge it to whichever photo came first.
 */
export async function measurePhotos(
  halves: readonly THalf[],
  kinds: readonly string[] = selectedKinds(process.env.BENCH_PHOTO_KIND),
) {
  const reader = await openPhotoReader();
  try {
    const sets: TPhoto[][] = [];
    for (const half of halves)
      sets.push((await photoSet(reader.browser, half)).filter((photo) => kinds.includes(photo.truth.kind)));
    const first = sets[0]?.[0];
    const firstReadMillis = first
      ? (await reader.read(first.bytes, CHAINS[first.truth.kind]!)).phoneMillis
      : Number.NaN;
    const results: TPhotoResult[] = [];
    for (const photo of sets.flat()) {
      const read = await reader.read(photo.bytes, CHAINS[photo.truth.kind]!);
      const verdict = judgePhoto(photo.truth, read.result);
      const { name, half, truth } = photo;
      results.push({ name, half, truth, verdict, millis: read.phoneMillis, measuredMillis: read.millis });
      if (photo.half === 'tuning' && (!verdict.fullyRead || verdict.wrong.length > 0)) {
        const { missing, wrong } = verdict;
        console.log(
          `  ${photo.name} (${(read.phoneMillis / 1000).toFixed(1)} s): missing ${missing.join(', ') || 'none'}; ` +
            `wrong ${wrong.join('; ') || 'none'}`,
        );
      }
    }
    return { results, firstReadMillis };
  } finally {
    await reader.close();
  }
}

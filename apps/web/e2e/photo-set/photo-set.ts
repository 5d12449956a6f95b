import type { Browser } from 'playwright-core';
import { cachedPhotos, storePhotos, type TPhoto, type TStoredPhoto } from './photo-cache';
import { planHalf, type THalf } from './plan-half';
import type { TDocumentTruth } from './photo-truth';
import { shootPhoto } from './shoot-photo';

export type { TPhoto } from './photo-cache';
export type { THalf } from './plan-half';
export type { TPhotoTruth } from './photo-truth';

/**
 * Photos of identity documents and registration certificates as drivers take them with a phone, each
 * with its truth: 25 a half, 11 kinds of identity document (TD3, TD1, TD2 and the old French card) and 7 countries' certificates, turned up to
 * 15°, tilted, blurred, under glare, on a table or a dashboard, 1080p to 12 MP JPEGs, one of each kind
 * stored sideways with an EXIF orientation. Deterministic from each half's seed; generated once per
 * version of these sources and cached in the temp folder.
 *
 * `held-out` is never used while tuning the reading code (decision 036): tune on `tuning`, then judge on
 * `held-out`. A browser journey may feed held-out photos to the real screens, as a driver would.
 */
export async function photoSet(
  browser: Browser,
  half: THalf,
  /** Only the photos a journey needs, in the half's order: shot alone, cached never, unless cached whole. */
  only?: (truth: TDocumentTruth) => boolean,
): Promise<TPhoto[]> {
  const cached = cachedPhotos(half);
  if (cached) return cached.filter(({ truth }) => only?.(truth) ?? true).map((photo) => ({ ...photo, half }));
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const photos: TStoredPhoto[] = [];
    for (const planned of planHalf(half)) {
      if (only && !only(planned.drawn.truth)) continue;
      const { fill: _fill, seed: _seed, ...shot } = planned.shot;
      photos.push({
        name: planned.name,
        truth: { ...planned.drawn.truth, shot },
        bytes: await shootPhoto(page, planned),
      });
    }
    if (!only) storePhotos(half, photos);
    return photos.map((photo) => ({ ...photo, half }));
  } finally {
    await context.close();
  }
}

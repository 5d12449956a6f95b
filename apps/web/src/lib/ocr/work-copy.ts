import type { TDecodedPhoto } from './decode-photo';
import { findSkew } from './find-skew';
import type { TGrayImage } from './gray-image';
import { inkMap, type TInkMap } from './ink-map';
import { grayRegion, straighten, wholeFrame } from './straightened-view';

/** The small copy turned by `angle`, in gray, with its ink; `scale` takes its pixels to the photo's. */
export type TWorkCopy = { gray: TGrayImage; ink: TInkMap; scale: number };

/**
 * Made once per photo and angle: the zone's search, the page's crop and the whole photo's read after
 * them turn the same copy by the same angle, which a slowed phone paid for each time (decision 036).
 */
const copies = new WeakMap<TDecodedPhoto, Map<number, TWorkCopy>>();
const skews = new WeakMap<TDecodedPhoto, Map<number, number>>();

function remembered<T>(
  memo: WeakMap<TDecodedPhoto, Map<number, T>>,
  decoded: TDecodedPhoto,
  key: number,
  make: () => T,
): T {
  const known = memo.get(decoded) ?? new Map<number, T>();
  memo.set(decoded, known);
  if (!known.has(key)) known.set(key, make());
  return known.get(key)!;
}

export function workCopy(decoded: TDecodedPhoto, angle: number): TWorkCopy {
  return remembered(copies, decoded, angle, () => {
    const view = straighten(decoded.preview, angle);
    const gray = grayRegion(view, wholeFrame(view), 1);
    // A neighbourhood of about two letters of a zone; ink 12 gray levels darker than it.
    const radius = Math.round(Math.max(gray.width, gray.height) / 50);
    return { gray, ink: inkMap(gray, radius, 12), scale: decoded.preview.width / decoded.photo.width };
  });
}

/** The angle the photo's text lies at once turned by `turn` (findSkew on that work copy), once per photo. */
export function textAngle(decoded: TDecodedPhoto, turn: number): number {
  return remembered(skews, decoded, turn, () => turn + findSkew(workCopy(decoded, turn).ink));
}

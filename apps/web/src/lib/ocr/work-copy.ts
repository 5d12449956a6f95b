import type { TDecodedPhoto } from './decode-photo';
import type { TGrayImage } from './gray-image';
import { inkMap, type TInkMap } from './ink-map';
import { grayRegion, straighten, wholeFrame } from './straightened-view';

/** The small copy turned by `angle`, in gray, with its ink; `scale` takes its pixels to the photo's. */
export type TWorkCopy = { gray: TGrayImage; ink: TInkMap; scale: number };

export function workCopy(decoded: TDecodedPhoto, angle: number): TWorkCopy {
  const view = straighten(decoded.preview, angle);
  const gray = grayRegion(view, wholeFrame(view), 1);
  // A neighbourhood of about two letters of a zone; ink 12 gray levels darker than it.
  const radius = Math.round(Math.max(gray.width, gray.height) / 50);
  return { gray, ink: inkMap(gray, radius, 12), scale: decoded.preview.width / decoded.photo.width };
}

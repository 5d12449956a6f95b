import type { TGrayImage } from './gray-image';
import { inkMap, type TInkMap } from './ink-map';
import { grayRegion, wholeFrame, type TStraightened } from './straightened-view';

/**
 * Finding the text needs no 12 MP: a gray copy this many pixels on its long side holds a zone's
 * letters at 10 to 30 pixels high, and costs a phone tens of milliseconds to search.
 */
const WORK_SIDE = 1200;

export type TWorkCopy = { gray: TGrayImage; ink: TInkMap; scale: number };

/** The straightened photo, small and gray, with its ink. */
export function workCopy(view: TStraightened): TWorkCopy {
  const scale = Math.min(1, WORK_SIDE / Math.max(view.width, view.height));
  const gray = grayRegion(view, wholeFrame(view), scale);
  // A neighbourhood of about two letters of a zone; ink 12 gray levels darker than it.
  return { gray, ink: inkMap(gray, Math.round(WORK_SIDE / 50), 12), scale };
}

import { ocrGray } from './ocr-image';
import { grayRegion, grown, wholeFrame, type TRegion, type TStraightened } from './straightened-view';
import { blobHeight, blobWidth, inkBlobs, type TBlob } from './text-lines';
import { workCopy } from './work-copy';

/** Printed text reads best with its capitals about this many pixels high. */
const LETTER_PIXELS = 32;
/** Past this many pixels on its long side, the engine's time grows faster than what it reads. */
const MAX_SIDE = 3200;

/** A printed word or line once its letters run together: flat, not solid, not a speck. */
const looksLikeText = (blob: TBlob) => {
  const [width, height] = [blobWidth(blob), blobHeight(blob)];
  const density = blob.ink / (width * height);
  return height >= 5 && width / height >= 2.5 && density > 0.12 && density < 0.62;
};

/**
 * Where the text is in the straightened photo and how high its letters are: the box of every blob
 * that looks like printed words (a table's grain and a dashboard's vents do not), and their median
 * height. Null when nothing looks like text.
 */
function textArea(view: TStraightened): { region: TRegion; letterHeight: number } | null {
  const work = workCopy(view);
  const words = inkBlobs(work.ink, Math.round(work.gray.width / 120)).filter(looksLikeText);
  if (words.length < 3) return null;
  const heights = words.map(blobHeight).sort((a, b) => a - b);
  const full = (value: number) => value / work.scale;
  const [left, top] = [
    Math.min(...words.map((word) => word.left)),
    Math.min(...words.map((word) => word.top)),
  ];
  const [right, bottom] = [
    Math.max(...words.map((word) => word.right)),
    Math.max(...words.map((word) => word.bottom)),
  ];
  const letterHeight = full(heights[Math.floor(heights.length / 2)]!);
  const region = {
    left: full(left),
    top: full(top),
    width: full(right - left + 1),
    height: full(bottom - top + 1),
  };
  return { region: grown(region, 2 * letterHeight, 2 * letterHeight), letterHeight };
}

/**
 * The straightened photo's text read as a page: cropped to where the text is, scaled so its letters
 * are LETTER_PIXELS high (a 12 MP photo shrunk, a distant one enlarged) within MAX_SIDE.
 */
export function readPage(view: TStraightened, characters: string): Promise<string> {
  const area = textArea(view) ?? { region: wholeFrame(view), letterHeight: LETTER_PIXELS };
  const { region } = area;
  const scale = Math.min(LETTER_PIXELS / area.letterHeight, MAX_SIDE / Math.max(region.width, region.height));
  return ocrGray(grayRegion(view, region, scale), { characters, segmentation: '3' });
}

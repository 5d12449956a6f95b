import type { TGrayImage } from './gray-image';
import { runOcr, type TOcrParameters } from './ocr-engine';
import { preparedImage } from './ocr-image';

/** A box in the read image's pixels, as the engine gives it: x1 and y1 past its last pixel. */
export type TBox = { x0: number; y0: number; x1: number; y1: number };

/** A word the engine read, and where it stands. */
export type TReadWord = { text: string; box: TBox };

/** What the engine read in an image: its text, and its words line by line with their boxes. */
export type TReadLines = { text: string; lines: TReadWord[][] };

/**
 * A prepared gray image read by the engine as ocrGray reads it, the words' boxes kept: a value found
 * in the text can then be read again alone, from its own pixels.
 */
export function ocrGrayLines(gray: TGrayImage, parameters: TOcrParameters): Promise<TReadLines> {
  const file = preparedImage(gray);
  return runOcr(parameters, async (worker) => {
    const { data } = await worker.recognize(file, {}, { text: true, blocks: true });
    const lines = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map((line) => line.words.map(({ text, bbox }) => ({ text, box: bbox }))),
      ),
    );
    return { text: data.text, lines };
  });
}

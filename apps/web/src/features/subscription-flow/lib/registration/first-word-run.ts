import type { TPlacedWord } from '../../../../lib/ocr/recognize-document';

/**
 * The shortest run of words on a line for which `holds`, the first found from the page's start (each
 * word in turn as the run's last, runs growing backwards from it), or none: what a value's second
 * reading reads again, without the words around it.
 */
export function firstWordRun(
  lines: readonly (readonly TPlacedWord[])[],
  holds: (words: TPlacedWord[]) => boolean,
): TPlacedWord[] | null {
  for (const line of lines) {
    for (let to = 0; to < line.length; to += 1) {
      for (let from = to; from >= 0; from -= 1) {
        const words = line.slice(from, to + 1);
        if (holds(words)) return words;
      }
    }
  }
  return null;
}

import { blobHeight, type TBlob } from './text-lines';

/**
 * How far apart two words of one document may stand, in letter heights: a certificate's columns are
 * a few letters apart and its rows a line or two, while a table's grain or a dashboard's vents that
 * pass for words lie farther from its text than that (decision 036).
 */
const ACROSS = 8;
const DOWN = 3;
/** A blob taller than this many letter heights is a stripe, a photo or a shadow run together, no word. */
const TALLEST = 3;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The gap between two boxes along one axis: 0 when they overlap. */
const gap = (fromA: number, toA: number, fromB: number, toB: number) =>
  Math.max(0, Math.max(fromA, fromB) - Math.min(toA, toB));

/**
 * The words of the one document among the text-like blobs of a photo: the blobs grouped by single
 * linkage (each within ACROSS letter heights across and DOWN down of another of its group), the
 * group with the most ink. The rest is what a table or a car around the document gave: read with the
 * document, it cost the engine time and made it misread the document's own rows.
 */
export function documentWords(words: readonly TBlob[]): TBlob[] {
  if (words.length === 0) return [];
  const letter = median(words.map(blobHeight));
  const kept = words.filter((word) => blobHeight(word) <= TALLEST * letter);
  const parents = kept.map((_, index) => index);
  const root = (index: number): number => {
    let current = index;
    while (parents[current] !== current) current = parents[current] = parents[parents[current]!]!;
    return current;
  };
  kept.forEach((a, i) => {
    for (let j = i + 1; j < kept.length; j += 1) {
      const b = kept[j]!;
      const near =
        gap(a.left, a.right, b.left, b.right) <= ACROSS * letter &&
        gap(a.top, a.bottom, b.top, b.bottom) <= DOWN * letter;
      if (near) parents[root(j)] = root(i);
    }
  });
  const ink = new Map<number, number>();
  kept.forEach((word, index) => ink.set(root(index), (ink.get(root(index)) ?? 0) + word.ink));
  const [inkiest] = [...ink.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return kept.filter((_, index) => root(index) === inkiest);
}

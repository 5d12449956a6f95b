import { withoutDoubles } from './find-zone';
import type { TLayout } from './layouts';
import { nameReadings, type TNames } from './names';

/** `name` without one or two of its characters, each one of two look-alike neighbours. */
function undoubled(name: string): Set<string> {
  const once = withoutDoubles(name, name.length - 1);
  return new Set([...once, ...once.flatMap((shorter) => withoutDoubles(shorter, shorter.length - 1))]);
}

/**
 * A name left open because its line was read too long with two look-alike neighbours in it (YQOUSSEF,
 * YOQOUSSEF: a letter read twice, or a filler), settled by the names line read again at its length
 * (`zone`, every zone-shaped line of the text): at least two such lines give the other name alike and
 * this one as the long one without one or two of those neighbours, and none gives it otherwise. One
 * reading alone could have kept the wrong neighbour (the tuning card's "YQUSSEF" at 36 px); two
 * agreeing, and none against, is the evidence the check digits give a number.
 */
export function nameReadAgain(
  layout: TLayout,
  names: TNames,
  which: keyof TNames,
  zone: readonly string[],
): string | null {
  const span = layout.names[0]!;
  const other = which === 'lastName' ? 'firstName' : 'lastName';
  const readAgain = zone
    .filter((line) => line.length === layout.length)
    .map((line) => nameReadings([line.slice(span.start, span.end)])[0]!)
    .filter((again) => again[other] === names[other])
    .map((again) => again[which]);
  const options = undoubled(names[which]);
  const settled = new Set(readAgain);
  if (readAgain.length < 2 || settled.size !== 1) return null;
  const [name] = settled;
  return options.has(name!) ? name! : null;
}

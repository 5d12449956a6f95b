import { restoreNameFillers } from './fillers';
import { FILLER_LOOK_ALIKES } from './look-alikes';

/** A holder's names as the zone writes them: capitals, parts split by spaces. */
export type TNames = { lastName: string; firstName: string };

const isFillerLike = (char: string) => FILLER_LOOK_ALIKES.has(char);

/**
 * The field as it may have been when it has no `<<` between surname and given names: one of the two
 * fillers read as a look-alike letter, stuck to a name. Each is a guess the visual zone may confirm.
 */
function separatorGuesses(field: string): string[] {
  const content = field.replace(/<+$/, '');
  if (content.includes('<<')) return [field];
  const guesses = [...content].flatMap((char, index) => {
    const nextToFiller = content[index - 1] === '<' || content[index + 1] === '<';
    return isFillerLike(char) && nextToFiller ? [field.slice(0, index) + '<' + field.slice(index + 1)] : [];
  });
  // A guess leaving a one-letter name ("E<<MOUDEN" from EL<MOUDEN) is no likelier than the field.
  const plausible = (guess: string) => guess.split('<').every((part) => part.length !== 1);
  return [field, ...guesses.filter((guess) => guess.includes('<<') && plausible(guess.replace(/<+$/, '')))];
}

const words = (part: string) => part.replace(/<+/g, ' ').trim();

/** The readings of a zone's name field (or the old French card's surname and given names fields). */
export function nameReadings(fields: readonly string[]): TNames[] {
  if (fields.length === 2) {
    return [
      { lastName: words(restoreNameFillers(fields[0]!)), firstName: words(restoreNameFillers(fields[1]!)) },
    ];
  }
  const guesses = separatorGuesses(restoreNameFillers(fields[0]!));
  // The guess that makes a separator comes first when the field has none: a surname alone is rarer.
  const ordered = guesses.length > 1 ? [...guesses.slice(1), guesses[0]!] : guesses;
  return ordered.map((field) => {
    const [last = '', ...given] = field.split('<<');
    return { lastName: words(last), firstName: words(given.join('<<')) };
  });
}

/**
 * The name field is full to its last character, or to the one before, which then holds the filler a
 * next name would follow ("JEAN<BAPTISTE<" of JEAN-BAPTISTE MARIE): the printed name may go on past it.
 */
export const fieldCut = (field: string) => !field.endsWith('<') || /[^<]<$/.test(field);

export const namesCut = (fields: readonly string[]) => fields.some(fieldCut);

/** "EL MOUDEN" → "El Mouden": the zone writes names in capitals, the form as people write them. */
export const asWritten = (name: string) =>
  name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase());

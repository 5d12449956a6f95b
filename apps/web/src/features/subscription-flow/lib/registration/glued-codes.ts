import { FRENCH_FUEL_CODES } from './fuels';
import { NO_IOU } from './plate-formats';

/**
 * Codes OCR runs into their values on a phone photo, the dot and the space lost ("P11499" for
 * "P.1 1499", "P3GO", "P66", "J1VP", "JA VP"), put apart again where the value's shape says which
 * field it is: a displacement of three or four digits after P.1, a French fuel code after P.3, a
 * fiscal power of one or two digits after P.6, a number after a small p with no dot, a French genre
 * after J.1 (whose 1 OCR reads as a, A, l or I), a French plate after A. Anything else stays glued and unread: a guess is worse than none.
 */
const GLUED: readonly [RegExp, string][] = [
  [/(?<![\p{L}\d])[Pp][.,]?1(\d{3,4})(?![\p{L}\d.,])/gu, 'P.1 $1'],
  [new RegExp(`(?<![\\p{L}\\d])[Pp][.,]?3(${FRENCH_FUEL_CODES.join('|')})(?![\\p{L}\\d])`, 'gu'), 'P.3 $1'],
  [/(?<![\p{L}\d])[Pp][.,]?6(\d{1,2})(?![\p{L}\d.,])/gu, 'P.6 $1'],
  // A small p with no dot before a number: P (a D is followed by a name).
  [/(?<![\p{L}\d])p([126])\s(?=\d)/gu, 'P.$1 '],
  [
    /(?<![\p{L}\d])[Jj][.,]?\s?[1aAlI|]\s?(VP|CTTE|VU|CAM|TRR|TCP|CL|CYCL|MTL|MTT[12])(?![\p{L}\d])/gu,
    'J.1 $1',
  ],
  // A run into a French plate of the SIV at the line's start ("AJR-304TD" for A JR-304-TD): two letters
  // before the hyphen, France's; a code's value further on the line stays as read.
  [new RegExp(`^A([${NO_IOU}]{2}-\\d{3}-?[${NO_IOU}]{2})(?![\\p{L}\\d])`, 'u'), 'A $1'],
];

export function unglueCodes(line: string): string {
  return GLUED.reduce((text, [pattern, apart]) => text.replace(pattern, apart), line);
}

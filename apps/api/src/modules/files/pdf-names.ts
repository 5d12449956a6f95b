/** White space and delimiters: what ends a name (PDF 32000, 7.2.2). */
export const NAME_ENDS = '\\0\\t\\n\\f\\r ()<>[\\]{}/%';

/** A name token: `/` then regular characters, up to white space or a delimiter. */
export const NAME = new RegExp(`/([^${NAME_ENDS}]*)`, 'g');

/** `/J#61vaScript` is `/JavaScript` to every reader. */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Name tokens that decode to one of `names` (made of letters): each letter written as itself or as its
 * `#xx` escape, then the end of the name. The regex engine skips every other name without a match, which
 * keeps megabytes of names cheap to read.
 */
export function namesSpelled(names: Iterable<string>): RegExp {
  const letter = (character: string) => {
    const [high, low] = [...character.charCodeAt(0).toString(16)];
    return `(?:${character}|#[${high}${high!.toUpperCase()}][${low}${low!.toUpperCase()}])`;
  };
  const spelled = [...names].map((name) => [...name].map(letter).join(''));
  return new RegExp(`/(${spelled.join('|')})(?=[${NAME_ENDS}]|$)`, 'g');
}

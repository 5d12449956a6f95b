import { FILLER_LOOK_ALIKES } from './look-alikes';

/**
 * A field's fillers read as letters put back: a run of `<` look-alikes after a filler and before
 * another or the field's end is filler, since a number or a code never resumes after its fillers.
 */
export function restoreFillers(field: string): string {
  const chars = [...field];
  let index = 0;
  while (index < chars.length) {
    let end = index;
    while (end < chars.length && FILLER_LOOK_ALIKES.has(chars[end]!)) end += 1;
    const closed = end === chars.length || chars[end] === '<';
    // An empty field opens with a filler too: a look-alike there is one when only fillers follow.
    const opened = index > 0 ? chars[index - 1] === '<' : /^<+$/.test(field.slice(end));
    if (end > index && opened && closed) chars.fill('<', index, end);
    index = Math.max(end, index + 1);
  }
  return chars.join('');
}

/**
 * Fillers after the names read as letters put back: a lone letter or two that only `<` look-alikes
 * make, after the names (no name of three letters follows) and with two fillers on one side, is no
 * name (names are written in full).
 */
export function restoreNameFillers(field: string): string {
  return field.replace(/(?<=<)([A-Z4]{1,2})(?=<|$)/g, (token: string, _: string, at: number) => {
    const before = field.slice(0, at);
    const after = field.slice(at + token.length);
    const doubled = before.endsWith('<<') || after.startsWith('<<');
    const fillerLike = [...token].every((char) => FILLER_LOOK_ALIKES.has(char));
    return fillerLike && doubled && !/[A-Z]{3}/.test(after) ? '<'.repeat(token.length) : token;
  });
}

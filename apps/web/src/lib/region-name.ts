/**
 * A country's name in the reader's language from its ISO 3166 code, from the browser's own list;
 * undefined for a code it does not know.
 */
export function regionName(code: string, language: string): string | undefined {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
  } catch {
    return undefined;
  }
}

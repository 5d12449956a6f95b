import { localizedName, readableName, type TLanguage } from '@bi/domain';

/**
 * A reference row's name as every screen shows it: in the reader's language (else French) and in a
 * readable case (the reference data writes many names in capitals). `proper` for a name of a place or
 * an office, in title case.
 */
export const shownName = <T extends object>(
  row: T,
  base: string,
  language: TLanguage,
  style: 'term' | 'proper' = 'term',
) => readableName(localizedName(row, base, language), language, style);

/** The fuels' codes of the reference list (packages/domain/src/reference/data/fuels.json). */
export type TFuelCode = 'ESSENCE' | 'DIESEL' | 'HYBRIDE' | 'ELECTRIQUE' | 'GPL';

// P.3's French two-letter codes (ES petrol, GO diesel, EL electric, EH/EE/GH/GL hybrids, GP LPG) and
// the words certificates print in full, in French, Spanish, German, Italian, Dutch and Portuguese.
// Others (FE superethanol, EG dual fuel, GN natural gas, "Benzine/LPG" …) are no fuel of the list.
const FUELS: Record<TFuelCode, readonly string[]> = {
  ESSENCE: ['ES', 'ESSENCE', 'BENZIN', 'BENZINE', 'BENZINA', 'GASOLINA', 'SUPER'],
  DIESEL: ['GO', 'GAZOLE', 'GASOIL', 'GAZOIL', 'DIESEL', 'GASOLEO', 'GASOLIO'],
  ELECTRIQUE: [
    'EL',
    'ELECTRIQUE',
    'ELECTRICITE',
    'ELEKTRO',
    'ELEKTRISCH',
    'ELEKTRICITEIT',
    'ELECTRICO',
    'ELECTRICA',
    'ELECTRICIDAD',
    'ELETTRICA',
    'ELETTRICO',
    'ELETRICO',
    'ELECTRICIDADE',
  ],
  HYBRIDE: ['EH', 'EE', 'GH', 'GL', 'HYBRIDE', 'HYBRID', 'HYBR', 'HIBRIDO', 'IBRIDO', 'IBRIDA'],
  GPL: ['GP', 'GPL', 'LPG'],
};
const FUEL_OF = new Map(
  Object.entries(FUELS).flatMap(([fuel, words]) => words.map((word) => [word, fuel as TFuelCode] as const)),
);

/** P.3's French two-letter codes of the list's fuels ("GO", "ES", "EH" …), the words of two letters above. */
export const FRENCH_FUEL_CODES: readonly string[] = [...FUEL_OF.keys()].filter((word) => word.length === 2);

const LETTER_OF: Record<string, string> = { '0': 'O', '1': 'L', '5': 'S', '6': 'G' };

/** One word's fuel, with the letters OCR takes for digits in a two-letter code ("G0", "E5"). */
function fuelOfWord(printed: string): TFuelCode | undefined {
  const word = printed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\d]/g, '');
  const letters = word.length === 2 ? word.replace(/[0156]/g, (digit) => LETTER_OF[digit]!) : word;
  return FUEL_OF.get(letters);
}

/**
 * The fuel of P.3, from its first word: a code ("GO"), a word ("Gasóleo"), or two words joined by a
 * slash: one fuel in two languages (Belgium's "ESSENCE/BENZINE"), or an electric motor beside petrol
 * or diesel, a hybrid ("Benzin/Elektro").
 */
export function fuelOfEnergy(printed: string): TFuelCode | undefined {
  const first =
    printed
      .trim()
      .replace(/\s*([/+])\s*/g, '$1')
      .split(/\s+/)[0] ?? '';
  const parts = first.split(/[/+]/).filter((part) => part !== '');
  if (parts.length === 1) return fuelOfWord(parts[0]!);
  if (parts.length !== 2) return undefined;
  const fuels = new Set(parts.map(fuelOfWord));
  if (fuels.size === 1) return [...fuels][0];
  const thermal = fuels.has('ESSENCE') || fuels.has('DIESEL');
  return fuels.size === 2 && fuels.has('ELECTRIQUE') && thermal ? 'HYBRIDE' : undefined;
}

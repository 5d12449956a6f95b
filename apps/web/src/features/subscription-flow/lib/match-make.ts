const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * The make of the list that the certificate's D.1 names: the same name, or the longest listed name the
 * printed one starts with ("MERCEDES-BENZ" for "MERCEDES BENZ", "RENAULT" for "RENAULT SAS").
 */
export function matchMake<T extends { marque_Name: string }>(printed: string, makes: readonly T[]): T | null {
  const wanted = comparable(printed);
  if (!wanted) return null;
  const exact = makes.find((make) => comparable(make.marque_Name) === wanted);
  if (exact) return exact;
  const prefixes = makes.filter((make) => {
    const name = comparable(make.marque_Name);
    return name.length >= 3 && wanted.startsWith(name);
  });
  return (
    prefixes.sort((a, b) => comparable(b.marque_Name).length - comparable(a.marque_Name).length)[0] ?? null
  );
}

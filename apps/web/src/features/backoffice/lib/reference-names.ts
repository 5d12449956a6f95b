import type { TLanguage } from '@bi/domain';
import type { TReferenceItem } from '../api/reference-items';

/** An item's id, whichever list it is of. */
export function referenceId(item: TReferenceItem): number {
  if ('pays_Id' in item) return item.pays_Id;
  if ('ville_Id' in item) return item.ville_Id;
  if ('marque_Id' in item) return item.marque_Id;
  return item.periode_Id;
}

/** An item's name in the reader's language where the list has one (makes have a single name). */
export function referenceName(item: TReferenceItem, language: TLanguage): string {
  if ('pays_Id' in item)
    return { fr: item.pays_Name, en: item.pays_Name_EN, ar: item.pays_Name_AR }[language];
  if ('ville_Id' in item) return language === 'ar' ? item.ville_Name_AR : item.ville_Name;
  if ('marque_Id' in item) return item.marque_Name;
  return { fr: item.periode_Name, en: item.periode_Name_EN, ar: item.periode_Name_AR }[language];
}

/** Case and accents aside: "fes" finds "Fès", "maroc" finds "MAROC". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every name and code of an item, as a search reads them. */
export function referenceSearchText(item: TReferenceItem): string {
  if ('pays_Id' in item)
    return folded(`${item.pays_Code} ${item.pays_Name} ${item.pays_Name_EN} ${item.pays_Name_AR}`);
  if ('ville_Id' in item)
    return folded(
      `${item.ville_Code} ${item.ville_Name} ${item.ville_Name_AR} ${item.ville_Entree_Label ?? ''}`,
    );
  if ('marque_Id' in item) return folded(item.marque_Name);
  return folded(`${item.periode_Name} ${item.periode_Name_EN} ${item.periode_Name_AR}`);
}

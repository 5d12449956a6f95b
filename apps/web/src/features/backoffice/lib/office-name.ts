import type { TOfficeName } from '@bi/domain';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { shownName } from '../../../lib/shown-name';

/**
 * An office's name as the staff's screens show it: in Arabic on an Arabic screen where the reference
 * data has one (border posts and direct offices; agents keep their trade name), readable in any case.
 */
export const officeName = (office: TOfficeName) =>
  shownName(office, 'intermediaire_RS', currentLanguage(), 'proper');

/** The office's city in the screen's language. */
export const officeCity = (office: { ville_Name: string; ville_Name_AR: string }) =>
  currentLanguage() === 'ar' ? office.ville_Name_AR : office.ville_Name;

import { LANGUAGES, type TLanguage } from '@bi/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useSetStaffLanguage } from '../api/set-staff-language';

const isLanguage = (value: string): value is TLanguage => (LANGUAGES as readonly string[]).includes(value);

/**
 * The back office in the staff member's language, not the browser's (decision 056): on entry it turns
 * to the one kept on their account, unless the address names one for this view (a link's `?lng=`); a
 * language chosen while in it (the header's menu) becomes theirs, kept on the account for the next
 * device and for their mails.
 */
export function useStaffLanguage(kept: TLanguage | undefined) {
  const { i18n } = useTranslation();
  const { mutate: keep } = useSetStaffLanguage();
  useEffect(() => {
    if (!kept) return;
    const chosen = (next: string) => {
      if (next !== kept && isLanguage(next)) keep(next);
    };
    i18n.on('languageChanged', chosen);
    return () => i18n.off('languageChanged', chosen);
  }, [kept, i18n, keep]);
  useEffect(() => {
    if (!kept) return;
    const asked = new URLSearchParams(window.location.search).get('lng');
    if (!asked && currentLanguage() !== kept) void i18n.changeLanguage(kept);
  }, [kept, i18n]);
}

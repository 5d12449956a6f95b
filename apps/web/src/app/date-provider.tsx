import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { arMA } from 'date-fns/locale/ar-MA';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES = { fr, en: enGB, ar: arMA } as const;

/** Date pickers speak the page's language; every date is shown dd/MM/yyyy (spec §5). */
export function DateProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = LOCALES[(i18n.resolvedLanguage ?? 'fr') as keyof typeof LOCALES] ?? fr;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
      {children}
    </LocalizationProvider>
  );
}

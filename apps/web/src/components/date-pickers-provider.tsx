import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { arMA } from 'date-fns/locale/ar-MA';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { format } from 'date-fns';
import { useCallback, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES = { fr, en: enGB, ar: arMA } as const;

const localeOf = (language: string | undefined) => LOCALES[language as keyof typeof LOCALES] ?? fr;

/**
 * A weekday's one-letter name over the calendar's columns. MUI's own takes the short name's first letter,
 * which in Arabic makes Sunday, Monday and Wednesday all "ا"; date-fns' narrow names tell them apart.
 */
export function useWeekdayLetter(): (date: Date) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  return useCallback((date: Date) => format(date, 'EEEEE', { locale }), [locale]);
}

/**
 * Date pickers speak the page's language: month and day names from date-fns, the dialog's buttons
 * and labels from our own texts (MUI X ships no Arabic); every date is shown dd/MM/yyyy (spec §5).
 * Only screens and dialogs with a picker import it, so the home page never downloads date-fns.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  const localeText = useMemo<ComponentProps<typeof LocalizationProvider>['localeText']>(
    () => ({
      previousMonth: t('datePicker.previousMonth'),
      nextMonth: t('datePicker.nextMonth'),
      openPreviousView: t('datePicker.openPreviousView'),
      openNextView: t('datePicker.openNextView'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        view === 'year' ? t('datePicker.yearViewOpen') : t('datePicker.dayViewOpen'),
      cancelButtonLabel: t('datePicker.cancel'),
      clearButtonLabel: t('datePicker.clear'),
      okButtonLabel: t('datePicker.ok'),
      todayButtonLabel: t('datePicker.today'),
      datePickerToolbarTitle: t('datePicker.toolbarTitle'),
      openDatePickerDialogue: (formatted) =>
        formatted ? t('datePicker.openWithDate', { date: formatted }) : t('datePicker.open'),
      fieldClearLabel: t('datePicker.clear'),
      dateTableLabel: t('datePicker.table'),
      year: t('datePicker.year'),
      month: t('datePicker.month'),
      day: t('datePicker.day'),
    }),
    // `t` is a new function when the language changes, so the texts follow it.
    [t],
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

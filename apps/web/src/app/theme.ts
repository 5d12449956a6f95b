import type { TLanguage } from '@bi/domain';
import { arSD, enUS, frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/**
 * MUI's own words (an Autocomplete's Open, Close, Clear, No options; a pagination's labels) in the
 * page's language, for every component at once: in Arabic the country-code button said "Open".
 */
const MUI_LOCALES = { fr: frFR, en: enUS, ar: arSD } as const;

/**
 * A field's outline: MUI's (black at 23 %) stands at 1.9:1 on white, below the 3:1 a control's
 * boundary needs (WCAG 1.4.11); this grey stands at 4.5:1.
 */
export const FIELD_BORDER = '#767676';

/** Green of the Moroccan flag for actions, with white text above the 4.5:1 contrast ratio. */
export function buildTheme(direction: 'ltr' | 'rtl', language: TLanguage = 'fr') {
  return createTheme(
    {
      direction,
      palette: {
        primary: { main: '#00623a', contrastText: '#ffffff' },
        secondary: { main: '#b3202a', contrastText: '#ffffff' },
        // MUI's light blue holds white text at 3.9:1 only: an information notice (filled) was unreadable.
        info: { main: '#0277bd', contrastText: '#ffffff' },
        // MUI's orange holds white text at 2.9:1: the back office's "to check" chips were unreadable.
        warning: { main: '#a14a00', contrastText: '#ffffff' },
        background: { default: '#f6f7f4', paper: '#ffffff' },
        text: { primary: '#1b1f1c', secondary: '#4a524c' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily:
          direction === 'rtl'
            ? '"Noto Sans Arabic", Roboto, sans-serif'
            : 'Roboto, "Noto Sans Arabic", sans-serif',
        h1: { fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.25 },
        h2: { fontSize: '1.35rem', fontWeight: 700 },
        h3: { fontSize: '1.1rem', fontWeight: 700 },
        // The staff screens' titles and sections, and every dialog's title (MUI's DialogTitle is an h6).
        // MUI draws them at 400 and 500; Arabic has only 400 and 700 here, so in Arabic both read as
        // body text, and a staff title at 400 did in French too.
        h5: { fontWeight: 700 },
        h6: { fontWeight: 700 },
      },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
        },
        // MUI greys an unselected toggle at 4.3:1 on the page's background: the back office's filters.
        MuiToggleButton: { styleOverrides: { root: { color: '#4a524c' } } },
        MuiOutlinedInput: {
          styleOverrides: {
            notchedOutline: { borderColor: FIELD_BORDER },
          },
        },
      },
    },
    MUI_LOCALES[language],
  );
}

import { directionOf, isLanguage } from '@bi/domain';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { buildTheme } from './theme';

const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/**
 * Arabic flips the whole page: the theme direction and every style through the RTL stylis plugin.
 * No CssBaseline: `styles/base.css` sets the same base before MUI arrives (decision 021).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  const direction = directionOf(language);
  const theme = useMemo(() => buildTheme(direction, language), [direction, language]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

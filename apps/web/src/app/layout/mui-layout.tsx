import { Outlet } from 'react-router';
import { AppThemeProvider } from '../theme-provider';

/** A layout route around every screen drawn with MUI: MUI and the theme come with the first one. */
export function MuiLayout() {
  return (
    <AppThemeProvider>
      <Outlet />
    </AppThemeProvider>
  );
}

import { Component, lazy, Suspense, type ReactNode } from 'react';

/** MUI, emotion and the theme, fetched the first time a part of the page drawn with MUI shows. */
const AppThemeProvider = lazy(async () => ({
  default: (await import('./theme-provider')).AppThemeProvider,
}));

/**
 * A chunk that could not be fetched (the network gone in the ferry queue) leaves this part out
 * instead of unmounting the whole page, which React does with an error no boundary catches.
 */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of the page drawn with MUI, inside the parts that are not (the landing, the header): it
 * shows once MUI has arrived, with the app's theme and direction (decision 021); `fallback` meanwhile,
 * and while a screen inside it fetches its own code.
 */
export function MuiIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <LeaveOutOnError>
      <Suspense fallback={fallback}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </Suspense>
    </LeaveOutOnError>
  );
}

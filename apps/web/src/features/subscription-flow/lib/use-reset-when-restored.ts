import { useEffect } from 'react';

/**
 * Back from the card gateway, a browser may show the page as it was left (its back-forward cache), the
 * Pay button still spinning: the mutation that left is reset so the button works again.
 */
export function useResetWhenRestored(reset: () => void) {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flowState } from '../../../lib/flow-state';
import { subscriptionKey } from '../api/get-subscription';

/**
 * Back from the card gateway, a browser may show the page as it was left (its back-forward cache), the
 * Pay button still spinning: the mutation that left is reset so the button works again, and the
 * subscription is read again, so that one paid meanwhile leaves for the signature instead of offering
 * to pay a second time.
 */
export function useResetWhenRestored(reset: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      void queryClient.invalidateQueries({ queryKey: subscriptionKey(flowState.subscriptionId()) });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset, queryClient]);
}

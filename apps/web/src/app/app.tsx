import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../lib/api-client';
import { dismissErrors, notify } from '../lib/notifications';
import { readRetryDelay, retryRead } from '../lib/read-retry';

/**
 * A failed action shows the server's message as a notice (spec §8); failed loads of lists stay silent.
 * An expired session has its own notice, from the session guard. An action that succeeds makes the
 * errors before it stale: "wrong code" must not stay over the screen the right code opened.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: retryRead, retryDelay: readRetryDelay, refetchOnWindowFocus: false },
      // An action tapped offline fails at once with "the server cannot be reached". TanStack's default
      // holds it until the network is back and then sends it: a cancellation the customer had backed
      // out of went through minutes later.
      mutations: { networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      onSuccess: () => dismissErrors(),
      onError: (error) => {
        if (error instanceof ApiError && error.sessionExpired) return;
        notify('error', errorMessage(error));
      },
    }),
  });

const queryClient = createQueryClient();

/**
 * Around the router: the browser's, or the one that writes a page at build time (`prerender.tsx`).
 * `onDrawn`: told once the first render has committed, every layout effect run, the router's own
 * subscription included.
 */
export function App({ router, onDrawn }: { router: ReactNode; onDrawn?: () => void }) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  return <QueryClientProvider client={queryClient}>{router}</QueryClientProvider>;
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/render-screen';
import { useSaveStep } from './save-step';

describe('saving a step', () => {
  it('saves once for a double tap on Next (the second would be refused as stale)', async () => {
    session.store('token-1');
    const calls = fakeApi(() => ({ body: { _id: 's-1', version: 2 } }));
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveStep('s-1', 6), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    act(() => {
      result.current.mutate({});
      result.current.mutate({});
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.filter((call) => call.path === '/users/souscriptions/s-1/step6')).toHaveLength(1);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { i18nReady } from '../lib/i18n/i18n';

export type TApiCall = { method: string; path: string; body: unknown; headers: Headers };
type TAnswer = { status?: number; body: unknown } | undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Where the router stands, for the screens that navigate away. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The server, faked at `fetch`: `answer` gets each call (its path below /api/v1, with the query) and
 * returns (or resolves to) the status and body; nothing returned is a 404. The calls are kept in order.
 */
export function fakeApi(answer: (call: TApiCall) => TAnswer | Promise<TAnswer>): TApiCall[] {
  const calls: TApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://app.test');
      const call = {
        method: init.method ?? 'GET',
        path: `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const { status = 200, body } = (await answer(call)) ?? {
        status: 404,
        body: { message: 'Introuvable' },
      };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** A screen as the app shows it, in French: its routes at `path`, and any other address shown as text. */
export async function renderScreen(path: string, routes: RouteObject[]) {
  await i18nReady;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <Location /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

import { waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../lib/flow-state';
import { afterSignInPath } from '../../lib/pending-demande';
import { pendingExtension } from '../../lib/pending-extension';
import { session } from '../../lib/session';
import { fakeApi, renderScreen } from '../../test/render-screen';
import { ExtensionRedirect } from './extension-redirect';

const user = { _id: 'u-1', email: 'nadia@example.com', first_name: 'Nadia', last_name: 'Berrada' };
/** The extension the server answers: filled, waiting at its quote. */
const extension = {
  _id: 'e-1',
  current_step: 6,
  statut: 'simulation',
  periode_info: { date_effet: '2026-12-25' },
  user_info: {},
  today: '2026-11-25',
};

const shell = [
  {
    element: (
      <>
        <ExtensionRedirect />
        <Outlet />
      </>
    ),
    children: [{ path: '*', element: <p>Page</p> }],
  },
];

let router: Awaited<ReturnType<typeof renderScreen>>['router'];
const open = async (path: string) => ({ router } = await renderScreen(path, shell));
const where = () => `${router.state.location.pathname}${router.state.location.search}`;

describe("the reminder's link to a contract's extension", () => {
  it('signed out: sign-in first, which then leads back to that extension', async () => {
    fakeApi(() => undefined);
    await open('/?extend=s-1');
    await waitFor(() => expect(where()).toBe('/auth/signin'));
    expect(pendingExtension.get()).toBe('s-1');
    expect(afterSignInPath()).toBe('/?extend=s-1');
  });

  it('signed in: the extension is asked for once and opens on its quote', async () => {
    session.store('token-1');
    pendingExtension.store('s-1');
    const calls = fakeApi(({ method, path }) => {
      if (path === '/users/me') return { body: user };
      if (method === 'POST' && path === '/users/souscriptions/s-1/extend') return { body: extension };
      return undefined;
    });
    await open('/?extend=s-1');
    await waitFor(() => expect(where()).toBe('/souscriptions/step6'));
    expect(calls.filter((call) => call.path.endsWith('/extend'))).toHaveLength(1);
    expect(flowState.subscriptionId()).toBe('e-1');
    expect(pendingExtension.get()).toBeNull();
  });
});

import { waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setSessionExpiredHandler } from '../../lib/api-client';
import { afterSignInPath, pendingDemande } from '../../lib/pending-demande';
import { session } from '../../lib/session';
import { fakeApi, renderScreen } from '../../test/render-screen';
import { DemandeRedirect } from './demande-redirect';

const user = { _id: 'u-1', email: 'nadia@example.com', first_name: 'Nadia', last_name: 'Berrada' };

/** The shell's part that matters here: the redirect beside whatever page is open. */
const shell = [
  {
    element: (
      <>
        <DemandeRedirect />
        <Outlet />
      </>
    ),
    // Every page stands in the shell, the sign-in page too.
    children: [{ path: '*', element: <p>Page</p> }],
  },
];

let router: Awaited<ReturnType<typeof renderScreen>>['router'];
const open = async (path: string) => ({ router } = await renderScreen(path, shell));
const where = () => `${router.state.location.pathname}${router.state.location.search}`;

describe('the demande link (spec §2)', () => {
  it('connected: clears the address, stores the request and opens the signature status', async () => {
    session.store('token-1');
    fakeApi(({ path }) => (path === '/users/me' ? { body: user } : undefined));
    await open('/?demande=d-42');
    await waitFor(() => expect(where()).toBe('/souscriptions/signature'));
    expect(pendingDemande.get()).toBe('d-42');
    // The address with the demande is gone from history: Back leads to the bare root.
    await router.navigate(-1);
    expect(where()).toBe('/');
  });

  it('not connected: opens the request’s own page, which needs no session, instead of a sign-in', async () => {
    const calls = fakeApi(() => undefined);
    await open('/?demande=d-43');
    await waitFor(() => expect(where()).toBe('/signer/d-43'));
    expect(pendingDemande.get()).toBeNull();
    expect(afterSignInPath()).toBe('/');
    expect(calls).toEqual([]);
  });

  it('a session found expired on the way: the request outlives the cleared device and opens its page', async () => {
    session.store('expired-token');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fakeApi(async () => {
      await held;
      return { status: 401, body: { message: 'Session expirée' } };
    });
    await open('/?demande=d-44');
    // What the session guard does on a 401: the device is cleared and /auth opens, without the demande.
    setSessionExpiredHandler(() => {
      session.clear();
      void router.navigate('/auth/signin');
    });
    answer();
    await waitFor(() => expect(session.token()).toBeNull());
    await waitFor(() => expect(where()).toBe('/signer/d-44'));
    setSessionExpiredHandler(() => undefined);
  });

  it('without a demande, sign-in leads home, the list of contracts', () => {
    expect(afterSignInPath()).toBe('/');
  });
});

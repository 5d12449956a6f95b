import { waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { afterSignInPath } from '../../lib/pending-demande';
import { pendingDetail } from '../../lib/pending-detail';
import { session } from '../../lib/session';
import { fakeApi, renderScreen } from '../../test/render-screen';
import { DetailRedirect } from './detail-redirect';

const user = { _id: 'u-1', email: 'nadia@example.com', first_name: 'Nadia', last_name: 'Berrada' };

/** The shell's part that matters here: the redirect beside whatever page is open. */
const shell = [
  {
    element: (
      <>
        <DetailRedirect />
        <Outlet />
      </>
    ),
    children: [{ path: '*', element: <p>Page</p> }],
  },
];

let router: Awaited<ReturnType<typeof renderScreen>>['router'];
const open = async (path: string) => ({ router } = await renderScreen(path, shell));
const where = () => `${router.state.location.pathname}${router.state.location.search}`;

describe("a mail's link to one contract", () => {
  it('signed out: sign-in first, which then leads back to that contract', async () => {
    fakeApi(() => undefined);
    await open('/?detail=s-1');
    await waitFor(() => expect(where()).toBe('/auth/signin'));
    expect(pendingDetail.get()).toBe('s-1');
    expect(afterSignInPath()).toBe('/?detail=s-1');
  });

  it('signed in: stays, for My contracts to open it', async () => {
    session.store('token-1');
    const calls = fakeApi(({ path }) => (path === '/users/me' ? { body: user } : undefined));
    await open('/?detail=s-1');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(where()).toBe('/?detail=s-1');
    expect(pendingDetail.get()).toBeNull();
    expect(afterSignInPath()).toBe('/');
  });
});

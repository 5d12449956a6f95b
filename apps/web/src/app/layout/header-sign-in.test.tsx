import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInPage } from '../../features/auth/routes/sign-in-page';
import { afterSignInPath } from '../../lib/pending-demande';
import { pendingExtension } from '../../lib/pending-extension';
import { pendingPage } from '../../lib/pending-page';
import { fakeApi, renderScreen } from '../../test/render-screen';
import { Header } from './header';

const customer = { _id: 'u-1', email: 'nadia@example.com', first_name: 'Nadia', role: 'customer' };

/** The header over any page, the sign-in page at its address. */
async function tapSignInOn(path: string) {
  fakeApi(({ method, path: called }) =>
    method === 'POST' && called === '/auth/users/signin'
      ? { body: { token: 'customer-token', user: customer } }
      : undefined,
  );
  const { router } = await renderScreen(path, [
    { path: '/auth/signin', element: <SignInPage /> },
    { path: '*', element: <Header /> },
  ]);
  fireEvent.click(await screen.findByRole('link', { name: 'Se connecter' }));
  return router;
}

async function signIn(router: Awaited<ReturnType<typeof tapSignInOn>>) {
  fireEvent.change(await screen.findByLabelText(/E-mail/i), { target: { value: customer.email } });
  fireEvent.change(screen.getByLabelText(/Mot de passe/i, { selector: 'input' }), {
    target: { value: 'Secret1' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  await waitFor(() => expect(router.state.location.pathname).not.toBe('/auth/signin'));
  return `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
}

describe("the header's Sign in", () => {
  it.each(['/caracteristiques-offre', '/?detail=s-1', '/souscriptions/step4', '/verifier/ABC?x=1#top'])(
    'tapped on %s leads back there once signed in',
    async (path) => {
      const router = await tapSignInOn(path);
      expect(router.state.location.pathname).toBe('/auth/signin');
      expect(await signIn(router)).toBe(path);
    },
  );

  it('leads home from the sign-in and sign-up pages, not back to them', async () => {
    for (const path of ['/auth/signup', '/auth/forgot']) {
      await tapSignInOn(path);
      expect(afterSignInPath()).toBe('/');
    }
  });

  it('is the last place kept: a reminder followed before, then Sign in on the offer, leads to the offer', async () => {
    pendingExtension.store('s-7');
    await tapSignInOn('/caracteristiques-offre');
    expect(afterSignInPath()).toBe('/caracteristiques-offre');
  });

  it('leads back once: a later sign-in goes home', async () => {
    await tapSignInOn('/caracteristiques-offre');
    expect(afterSignInPath()).toBe('/caracteristiques-offre');
    expect(afterSignInPath()).toBe('/');
  });

  it("names its page in its address, so that a tap before the page's script ran leads back too", async () => {
    fakeApi(() => undefined);
    await renderScreen('/caracteristiques-offre', [{ path: '*', element: <Header /> }]);
    const link = await screen.findByRole('link', { name: 'Se connecter' });
    expect(link.getAttribute('href')).toBe('/auth/signin?retour=%2Fcaracteristiques-offre');
    // The page written at build time followed its plain link: nothing was kept, the address says it.
    pendingPage.clear();
    fakeApi(({ method, path: called }) =>
      method === 'POST' && called === '/auth/users/signin'
        ? { body: { token: 'customer-token', user: customer } }
        : undefined,
    );
    const { router } = await renderScreen(link.getAttribute('href')!, [
      { path: '/auth/signin', element: <SignInPage /> },
      { path: '*', element: <Header /> },
    ]);
    expect(await signIn(router)).toBe('/caracteristiques-offre');
    for (const named of [
      '?retour=%2F%2Felsewhere.example',
      '?retour=https%3A%2F%2Felsewhere.example',
      '?retour=%2Fauth%2Fsignup',
    ])
      expect(afterSignInPath(named)).toBe('/');
  });

  it('never leads to another site, whatever the tab kept', () => {
    for (const path of ['//elsewhere.example/x', '/\\elsewhere.example', 'https://elsewhere.example/']) {
      pendingPage.store(path);
      expect(afterSignInPath()).toBe('/');
    }
  });
});

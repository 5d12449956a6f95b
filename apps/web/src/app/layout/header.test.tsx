import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, renderScreen } from '../../test/render-screen';
import { Header } from './header';

const open = (path: string) => renderScreen(path, [{ path: '*', element: <Header /> }]);

describe('the header', () => {
  it('leads home with its logo: the landing, or a customer’s list of contracts', async () => {
    fakeApi(() => undefined);
    await open('/cgv');
    expect(screen.getByRole('link', { name: 'Accueil Assurance Frontière' }).getAttribute('href')).toBe('/');
  });

  it('shows no back arrow on the home page opened first, where it would lead nowhere', async () => {
    fakeApi(() => undefined);
    await open('/');
    expect(screen.getByRole('link', { name: 'Accueil Assurance Frontière' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });

  it('shows the back arrow elsewhere, where it leads home at least', async () => {
    fakeApi(() => undefined);
    await open('/cgv');
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
  });

  it('offers no sign-in to a signed-in person while their account is on its way, and offers it to a visitor', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi(async (call) => {
      if (call.path !== '/users/me') return undefined;
      await answered;
      return { status: 401, body: { message: 'Session expirée' } };
    });
    session.store('expired-token');
    await open('/cgv');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    // The token turned out to be stale: now a visitor, who is offered to sign in.
    answer();
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });
});

afterEach(() => session.clear());

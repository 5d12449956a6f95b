import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ResetPage } from './reset-page';

const INVITATION = `invite.6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b.${'s'.repeat(43)}`;
const RESET = `6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b.${'s'.repeat(43)}`;

/** The page as the mailed link opens it: the token after '#'. */
async function openLink(token: string, valid: boolean | 'refused') {
  const calls = fakeApi((call) =>
    call.path === '/auth/users/reset/check'
      ? valid === 'refused'
        ? { status: 429, body: { message: 'Trop de requêtes.' } }
        : { body: { valid } }
      : undefined,
  );
  window.history.replaceState(null, '', `/auth/reset#token=${encodeURIComponent(token)}`);
  await renderScreen('/auth/reset', [{ path: '/auth/reset', element: <ResetPage /> }]);
  return calls;
}

describe('the set-password page', () => {
  it('says at once that a spent invitation is void, and leads to sign-in instead of the form', async () => {
    const calls = await openLink(INVITATION, false);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Ce lien d'invitation n'est plus valable");
    expect(alert.textContent).toContain('demandez à un administrateur de vous inviter à nouveau');
    expect(screen.getByRole('link', { name: 'Aller à la connexion' }).getAttribute('href')).toBe(
      '/auth/signin',
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer le mot de passe' })).toBeNull();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/auth/users/reset/check', { token: INVITATION }],
    ]);
  });

  it('offers a customer a new link when their reset link is spent', async () => {
    await openLink(RESET, false);
    expect((await screen.findByRole('alert')).textContent).toContain('plus valable');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe(
      '/auth/forgot',
    );
  });

  it('shows the form for a link still valid', async () => {
    await openLink(INVITATION, true);
    expect(await screen.findByRole('button', { name: 'Enregistrer le mot de passe' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves the form when the check could not answer: sending it gets the server’s own word', async () => {
    await openLink(INVITATION, 'refused');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeTruthy(),
    );
  });
});

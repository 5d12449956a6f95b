import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ResetPage } from './reset-page';
import { SignInPage } from './sign-in-page';

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

describe('a password set from a link', () => {
  async function setPassword(token: string, staff: boolean) {
    const email = staff ? 'salma@assurance-frontiere.ma' : 'driver@example.com';
    fakeApi((call) => {
      if (call.path === '/auth/users/reset/check') return { body: { valid: true } };
      if (call.path === '/auth/users/reset')
        return { body: { ok: true, message: 'Votre mot de passe a été modifié.', email, staff } };
      return undefined;
    });
    window.history.replaceState(null, '', `/auth/reset#token=${encodeURIComponent(token)}`);
    await renderScreen('/auth/reset', [
      { path: '/auth/reset', element: <ResetPage /> },
      { path: '/auth/signin', element: <SignInPage /> },
    ]);
    for (const label of ['Nouveau mot de passe', 'Confirmer le mot de passe']) {
      fireEvent.change(await screen.findByLabelText(label, { selector: 'input' }), {
        target: { value: 'Counter1' },
      });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await screen.findByRole('button', { name: 'Se connecter' });
    return email;
  }

  it("leads an invited staff member to sign-in with their address filled in and no customer's sign-up", async () => {
    const email = await setPassword(INVITATION, true);
    expect((screen.getByLabelText(/E-mail/i) as HTMLInputElement).value).toBe(email);
    expect(screen.getByRole('alert').textContent).toBe('Votre mot de passe a été modifié.');
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull();
  });

  it('still offers a customer the sign-up beside sign-in', async () => {
    const email = await setPassword(RESET, false);
    expect((screen.getByLabelText(/E-mail/i) as HTMLInputElement).value).toBe(email);
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeTruthy();
  });
});

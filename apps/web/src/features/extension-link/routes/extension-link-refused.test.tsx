import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterSignInPath } from '../../../lib/pending-demande';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ExtensionLinkPage } from './extension-link-page';

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const openLink = async (status: number, message: string) => {
  fakeApi(({ path }) => (path === '/extension-links/s-1' ? { status, body: { message } } : undefined));
  await renderScreen('/prolonger/s-1?t=token-of-the-link-1234', [
    { path: '/prolonger/:id', element: <ExtensionLinkPage /> },
  ]);
  expect((await screen.findByTestId('extension-refused')).textContent).toBe(message);
  return screen.getByRole('link', { name: 'Se connecter' });
};

describe('a reminder’s link that can no longer extend its contract', () => {
  it('says why, and its sign-in then opens that contract', async () => {
    const signIn = await openLink(409, 'Ce contrat a déjà été prolongé.');
    expect(afterSignInPath()).toBe('/');
    fireEvent.click(signIn);
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/signin');
    expect(afterSignInPath()).toBe('/?detail=s-1');
  });

  it('of a contract the server does not know leads to the sign-in alone', async () => {
    const signIn = await openLink(404, 'Lien introuvable.');
    fireEvent.click(signIn);
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/signin');
    expect(afterSignInPath()).toBe('/');
  });
});

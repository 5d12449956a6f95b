import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backofficeReturn } from '../../../lib/backoffice-return';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { CLERK } from '../test/backoffice-screen';
import { BackofficeLayout } from './backoffice-layout';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

beforeAll(() => i18n.loadNamespaces(['backoffice']));

describe("an office mail's link opened signed out", () => {
  it('asks to sign in, saying why, and keeps the page it named for sign-in to lead to', async () => {
    fakeApi(() => undefined);
    const { router } = await renderScreen('/backoffice/souscriptions/s-1?tab=documents', [
      {
        path: '/backoffice',
        element: <BackofficeLayout />,
        children: [{ path: 'souscriptions/:id', element: <p>Contract page</p> }],
      },
      { path: '/auth/signin', element: <p>Sign-in</p> },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    // A staff member is expected there: no customer's sign-up offered.
    expect(router.state.location.state).toEqual({ staff: true });
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'info',
      "Connectez-vous avec votre compte du personnel : la page que vous avez ouverte s'affichera ensuite.",
      { forNextPage: true },
    );
    expect(backofficeReturn.take()).toBe('/backoffice/souscriptions/s-1?tab=documents');
    // Taken once: a later sign-in in this tab goes to the queue.
    expect(backofficeReturn.take()).toBe('/backoffice');
  });
});

describe("the administrators' navigation", () => {
  const staffAnswer = (role: 'admin' | 'clerk') => (call: TApiCall) => {
    if (call.path === '/users/me') return { body: { id: 'u-1', email: 'a@b.ma', role: 'staff' } };
    if (call.path === '/backoffice/me') return { body: { ...CLERK, role } };
    return undefined;
  };
  const routes = [
    {
      path: '/backoffice',
      element: <BackofficeLayout />,
      children: [
        { index: true, element: <p>Queue</p> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
    },
  ];

  it('reaches every admin destination from one button that stays in the bar, named after the page open', async () => {
    session.store('token-1');
    fakeApi(staffAnswer('admin'));
    const { router } = await renderScreen('/backoffice', routes);
    const admin = await screen.findByRole('button', { name: 'Administration' });
    // The clerks' four are tabs; the console's destinations are not crammed beside them.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      "File d'attente",
      'Scanner',
      'Résiliations',
      'Remboursements',
    ]);
    fireEvent.click(admin);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/backoffice/tableau-de-bord',
      '/backoffice/personnel',
      '/backoffice/bureaux',
      '/backoffice/tarifs',
      '/backoffice/referentiels',
      '/backoffice/autorites',
      '/backoffice/journal',
    ]);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Bureaux' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/bureaux'));
    const named = await screen.findByRole('button', { name: 'Bureaux' });
    expect(named.getAttribute('aria-current')).toBe('page');
  });

  it("shows a clerk no administration, and their offices' dashboard as a tab", async () => {
    session.store('token-1');
    fakeApi(staffAnswer('clerk'));
    await renderScreen('/backoffice', routes);
    await screen.findByText('Queue');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "File d'attente",
      'Scanner',
      'Résiliations',
      'Remboursements',
      'Tableau de bord',
    ]);
    expect(tabs.at(-1)!.getAttribute('href')).toBe('/backoffice/tableau-de-bord');
    expect(screen.queryByRole('button', { name: 'Administration' })).toBeNull();
  });
});

describe("the back office's language", () => {
  const answering = (language: 'fr' | 'ar') => (call: TApiCall) => {
    if (call.path === '/users/me') return { body: { id: 'u-1', email: 'a@b.ma', role: 'clerk' } };
    if (call.path === '/backoffice/me' && call.method === 'GET') return { body: { ...CLERK, language } };
    if (call.path === '/backoffice/me/language')
      return { body: { ...CLERK, language: (call.body as { language: string }).language } };
    return undefined;
  };
  const routes = [
    {
      path: '/backoffice',
      element: <BackofficeLayout />,
      children: [{ index: true, element: <p>Queue</p> }],
    },
  ];

  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await i18n.changeLanguage('fr');
  });

  it("opens in the staff member's own language, not the browser's", async () => {
    session.store('token-1');
    const calls = fakeApi(answering('ar'));
    await renderScreen('/backoffice', routes);
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps on the account a language chosen in the back office', async () => {
    session.store('token-1');
    const calls = fakeApi(answering('fr'));
    await renderScreen('/backoffice', routes);
    await screen.findByText('Queue');
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/backoffice/me/language',
        body: { language: 'en' },
      }),
    );
  });

  it("shows a link's language for that view without changing the member's", async () => {
    session.store('token-1');
    window.history.replaceState(null, '', '/backoffice?lng=ar');
    await i18n.changeLanguage('ar');
    const calls = fakeApi(answering('fr'));
    await renderScreen('/backoffice', routes);
    await screen.findByText('Queue');
    expect(i18n.language).toBe('ar');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { backofficeReturn } from '../../../lib/backoffice-return';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { fakeApi, renderScreen } from '../../../test/render-screen';
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

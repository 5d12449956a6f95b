import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { contractFixture } from '../../../test/contract-fixture';
import { stubIntersectionObserver } from '../../../test/no-intersection-observer';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { ContractList } from './contract-list';

beforeAll(() => i18n.loadNamespaces('contracts'));
beforeEach(() => {
  session.store('token-1');
  stubIntersectionObserver();
});

describe('the calendar of the effect-date dialog', () => {
  it("closes on the phone's Back and leaves the dialog open; a second Back closes the dialog", async () => {
    const paid = contractFixture({ statut: 'paid', today: '2031-07-01' });
    fakeApi((call) =>
      call.path.startsWith('/users/souscriptions/?')
        ? { body: { count: 1, value: [paid], skip: 0, today: paid.today } }
        : undefined,
    );
    const { router } = await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    fireEvent.click(await screen.findByRole('button', { name: /^Actions du contrat/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: "Date d'effet" }));
    const dialog = await screen.findByRole('dialog', { name: "Changer la date d'effet" });
    fireEvent.click(within(dialog).getByLabelText(/Nouvelle date d'effet/));
    // The calendar over the dialog, which is hidden from the reader meanwhile.
    const dialogs = () => screen.queryAllByRole('dialog', { hidden: true });
    await waitFor(() => expect(dialogs()).toHaveLength(2));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: "Changer la date d'effet" })).toBeTruthy();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { stubIntersectionObserver } from '../../../test/no-intersection-observer';
import { contractFixture } from '../../../test/contract-fixture';
import { ContractList } from './contract-list';

beforeAll(() => i18n.loadNamespaces('contracts'));
beforeEach(() => {
  session.store('token-1');
  stubIntersectionObserver();
});

describe('a contract whose extension waits for its payment', () => {
  const signed = contractFixture({ statut: 'signed', today: '2031-07-20' });
  const extension = contractFixture({
    _id: 's-2',
    code_str: 'BI-2031-000124',
    statut: 'confirmed',
    extended_from: 's-1',
    today: '2031-07-20',
  });
  const cardOf = (code: string) =>
    screen.getAllByTestId('contract-card').find((card) => card.dataset.code === code)!;

  it('warns before a termination is asked that the extension can then no longer be paid', async () => {
    fakeApi(({ path }) =>
      path.startsWith('/users/souscriptions/?')
        ? { body: { count: 2, value: [extension, signed], skip: 0, today: signed.today } }
        : undefined,
    );
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    await screen.findByText('BI-2031-000124');
    const card = cardOf('BI-2031-000123');
    fireEvent.click(within(card).getByRole('button', { name: /^Actions du contrat/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Résilier' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('pending-extension').textContent).toMatch(
      /La prolongation .BI‑2031‑000124. de ce contrat attend son paiement.*ne pourra plus être payée/,
    );
  });

  it('says Extend resumes the extension already started, and takes it up', async () => {
    const calls = fakeApi(({ path }) => {
      if (path.startsWith('/users/souscriptions/?'))
        return { body: { count: 2, value: [extension, signed], skip: 0, today: signed.today } };
      return path === '/users/souscriptions/s-1/extend' ? { body: extension } : undefined;
    });
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    await screen.findByText('BI-2031-000124');
    fireEvent.click(within(cardOf('BI-2031-000123')).getByRole('button', { name: 'Prolonger' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('pending-extension').textContent).toMatch(
      /déjà commencé la prolongation .BI‑2031‑000124./,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprendre la prolongation' }));
    await waitFor(() => expect(flowState.subscriptionId()).toBe('s-2'));
    expect(calls.filter((call) => call.path.endsWith('/extend'))).toHaveLength(1);
  });

  it('says nothing of an extension when none waits', async () => {
    fakeApi(({ path }) =>
      path.startsWith('/users/souscriptions/?')
        ? { body: { count: 1, value: [signed], skip: 0, today: signed.today } }
        : undefined,
    );
    await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Prolonger' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('pending-extension')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Prolonger' })).toBeTruthy();
  });
});

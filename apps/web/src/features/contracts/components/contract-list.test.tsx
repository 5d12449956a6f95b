import type { TListAnswer } from '@bi/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { contractFixture } from '../../../test/contract-fixture';
import { ContractList } from './contract-list';

/** The browser's observer, driven by hand: `reveal()` is the end of the list scrolling into view. */
const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly entry: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observed.splice(observed.indexOf(this.entry), 1);
  }
}
const reveal = () =>
  act(() => {
    for (const { callback, targets } of [...observed])
      callback(
        targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });

/** `count` subscriptions on the server; each page answers 30 of them from `$skip`. */
function pageOf(path: string, count: number): TListAnswer {
  const skip = Number(new URL(path, 'http://app.test').searchParams.get('$skip'));
  const value = Array.from({ length: Math.max(0, Math.min(30, count - skip)) }, (_, index) =>
    contractFixture({
      _id: `s-${skip + index}`,
      code_str: `BI-2031-${String(skip + index).padStart(6, '0')}`,
    }),
  );
  return { count, value, skip, today: '2031-07-09' };
}

const open = () => renderScreen('/', [{ path: '/', element: <ContractList /> }]);
const listCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/users/souscriptions/?'));

beforeAll(() => i18n.loadNamespaces('contracts'));
beforeEach(() => {
  session.store('token-1');
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => observed.splice(0));

describe('the contract list', () => {
  it('asks the first 30 newest first, then the next 30 when its end comes into view, and no more after the last', async () => {
    const calls = fakeApi(({ path }) =>
      path.startsWith('/users/souscriptions/?') ? { body: pageOf(path, 45) } : undefined,
    );
    await open();
    await waitFor(() => expect(screen.getAllByTestId('contract-card')).toHaveLength(30));
    expect(listCalls(calls).map((call) => call.path)).toEqual([
      '/users/souscriptions/?$top=30&$skip=0&$sort=created_at%20DESC',
    ]);

    reveal();
    await waitFor(() => expect(screen.getAllByTestId('contract-card')).toHaveLength(45));
    expect(listCalls(calls).at(-1)!.path).toBe(
      '/users/souscriptions/?$top=30&$skip=30&$sort=created_at%20DESC',
    );

    reveal();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('does not ask the next page before the end shows', async () => {
    const calls = fakeApi(({ path }) =>
      path.startsWith('/users/souscriptions/?') ? { body: pageOf(path, 45) } : undefined,
    );
    await open();
    await waitFor(() => expect(screen.getAllByTestId('contract-card')).toHaveLength(30));
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('says when the list could not be loaded, and Retry asks again', async () => {
    let failing = true;
    fakeApi(({ path }) =>
      failing ? { status: 503, body: { message: 'Indisponible' } } : { body: pageOf(path, 1) },
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Vos souscriptions n'ont pas pu être chargées");
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByTestId('contract-card')).toHaveLength(1));
  });

  it('says when there is nothing yet', async () => {
    fakeApi(({ path }) => ({ body: pageOf(path, 0) }));
    await open();
    expect((await screen.findByText(/aucune souscription/)).textContent).toContain('créer un contrat');
  });
});

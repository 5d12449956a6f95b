import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { pendingDetail } from '../../../lib/pending-detail';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { stubIntersectionObserver } from '../../../test/no-intersection-observer';
import { MyContractsPage } from '../routes/my-contracts-page';
import { contractFixture } from '../../../test/contract-fixture';
import { fakeUploads, pdfFile } from '../test/fake-upload';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const LIST = '/users/souscriptions/?';
const listed = (ids: string[], count = ids.length) => ({
  body: {
    count,
    skip: 0,
    today: '2031-07-09',
    value: ids.map((_id) => contractFixture({ _id, code_str: `BI-${_id}` })),
  },
});

let router: Awaited<ReturnType<typeof renderScreen>>['router'];
const open = async (path: string) =>
  ({ router } = await renderScreen(path, [{ path: '/', element: <MyContractsPage /> }]));
const where = () => `${router.state.location.pathname}${router.state.location.search}`;
const reads = (calls: TApiCall[], path: string) => calls.filter((call) => call.path === path);

beforeAll(() => i18n.loadNamespaces(['contracts', 'common']));
beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
  stubIntersectionObserver();
});

describe("a mail's link to one contract, /?detail=<id>", () => {
  it('opens the detail of the contract the list holds at once, and closing it takes detail off the address', async () => {
    pendingDetail.store('s-1');
    const calls = fakeApi((call) => (call.path.startsWith(LIST) ? listed(['s-2', 's-1']) : undefined));
    await open('/?detail=s-1');
    const dialog = await screen.findByRole('dialog', { name: /^Contrat BI-s-1/ });
    expect(reads(calls, '/users/souscriptions/s-1')).toEqual([]);
    // Sign-in led here: it must not lead here again.
    expect(pendingDetail.get()).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(where()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads the contract on its own when it is not on the first page, and a replaced document shows there', async () => {
    const review = (status: 'rejected' | 'pending') => ({
      kind: 'permis_recto' as const,
      status,
      reason: status === 'rejected' ? ('expired' as const) : null,
      comment: null,
    });
    const before = contractFixture({ code_str: 'BI-s-1', documents_review: [review('rejected')] });
    const after = { ...before, version: 5, documents_review: [review('pending')] };
    fakeUploads({ file_id: '5f0c7c55-3c1b-4f53-9d36-6a4a9a1e8c01', file_name: 'permis.pdf' });
    let replaced = false;
    const calls = fakeApi((call) => {
      if (call.path.startsWith(LIST)) return listed(['s-31', 's-30'], 31);
      if (call.path === '/users/souscriptions/s-1') return { body: replaced ? after : before };
      if (call.path === '/users/souscriptions/s-1/documents/permis_recto') {
        replaced = true;
        return { body: after };
      }
      return undefined;
    });
    await open('/?detail=s-1');
    const dialog = await screen.findByRole('dialog', { name: /^Contrat BI-s-1/ });
    expect(reads(calls, '/users/souscriptions/s-1')).toHaveLength(1);
    expect(within(dialog).getByText(/^Refusé : document expiré/)).toBeTruthy();
    const input = within(dialog).getByLabelText('Remplacer : Permis de conduire — recto');
    fireEvent.change(input, { target: { files: [pdfFile()] } });
    expect(await within(dialog).findByText('En cours de vérification par le bureau')).toBeTruthy();
  });

  it("says so when the contract is unknown or another customer's, and clears the address", async () => {
    fakeApi((call) => {
      if (call.path.startsWith(LIST)) return listed(['s-2']);
      if (call.path === '/users/souscriptions/s-404')
        return { status: 404, body: { message: 'Souscription introuvable.' } };
      return undefined;
    });
    await open('/?detail=s-404');
    await waitFor(() => expect(where()).toBe('/'));
    expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Souscription introuvable.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import type { TSouscriptionAnswer } from '@bi/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { stubIntersectionObserver } from '../../../test/no-intersection-observer';
import { contractFixture } from '../../../test/contract-fixture';
import { fakeUploads, pdfFile } from '../test/fake-upload';
import { ContractList } from './contract-list';

vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const rejected = contractFixture({
  documents_review: [
    { kind: 'identity_recto', status: 'verified', reason: null, comment: null },
    { kind: 'permis_recto', status: 'rejected', reason: 'unreadable', comment: 'Photo floue' },
  ],
});
const REPLACE = 'POST /users/souscriptions/s-1/documents/permis_recto';

/** The list holds the contract as it stands; the replace call answers what `replace` says. */
function server(replace: (call: TApiCall) => { status?: number; body: unknown }) {
  let current: TSouscriptionAnswer = rejected;
  return fakeApi((call) => {
    if (call.path.startsWith('/users/souscriptions/?'))
      return { body: { count: 1, value: [current], skip: 0, today: current.today } };
    if (`${call.method} ${call.path}` !== REPLACE) return undefined;
    const answer = replace(call);
    if ((answer.status ?? 200) === 200) current = answer.body as TSouscriptionAnswer;
    return answer;
  });
}

const openDetail = async () => {
  await renderScreen('/', [{ path: '/', element: <ContractList /> }]);
  fireEvent.click(await screen.findByRole('button', { name: 'Détail' }));
  return screen.findByRole('dialog');
};
const reviewTexts = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Vérification de vos documents' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiListItemText-root')!.textContent);

beforeAll(() => i18n.loadNamespaces(['contracts', 'common']));
beforeEach(() => {
  vi.mocked(notify).mockClear();
  session.store('token-1');
  stubIntersectionObserver();
});

describe('replacing a rejected document from the contract detail', () => {
  it('uploads the file, sends its id in place of the rejected one, and shows it back with the office', async () => {
    const uploads = fakeUploads({ file_id: '5f0c7c55-3c1b-4f53-9d36-6a4a9a1e8c01', file_name: 'permis.pdf' });
    const calls = server(() => ({
      body: {
        ...rejected,
        version: 5,
        documents_review: [
          rejected.documents_review[0],
          { kind: 'permis_recto', status: 'pending', reason: null, comment: null },
        ],
      },
    }));
    const dialog = await openDetail();
    // A verified document stays as it is: only the rejected one offers Replace.
    expect(within(dialog).queryByLabelText("Remplacer : Pièce d'identité — recto")).toBeNull();
    const input = within(dialog).getByLabelText('Remplacer : Permis de conduire — recto');
    expect(input.getAttribute('accept')).toBe('image/*,application/pdf');
    fireEvent.change(input, { target: { files: [pdfFile()] } });

    await waitFor(() =>
      expect(reviewTexts(dialog)).toEqual([
        "Pièce d'identité — rectoVérifié",
        'Permis de conduire — rectoEn cours de vérification par le bureau',
      ]),
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toBe('/api/v1/files');
    expect(uploads[0]!.file.name).toBe('permis.pdf');
    const replace = calls.find((call) => `${call.method} ${call.path}` === REPLACE)!;
    expect(replace.body).toEqual({ file_id: '5f0c7c55-3c1b-4f53-9d36-6a4a9a1e8c01' });
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'success',
      'Permis de conduire — recto : le nouveau document est envoyé au bureau, qui va le vérifier.',
    );
  });

  it('shows the server’s refusal in words, and checks a file before sending it', async () => {
    const uploads = fakeUploads({ file_id: '5f0c7c55-3c1b-4f53-9d36-6a4a9a1e8c01', file_name: 'permis.pdf' });
    const calls = server(() => ({
      status: 409,
      body: { message: "L'attestation a déjà été remise : les documents ne changent plus." },
    }));
    const dialog = await openDetail();
    const input = within(dialog).getByLabelText('Remplacer : Permis de conduire — recto');

    // Not an image nor a PDF by its first bytes: refused on the phone, nothing is sent.
    fireEvent.change(input, { target: { files: [new File(['hello'], 'permis.pdf')] } });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Seules les images JPG ou PNG et les documents PDF sont acceptés.',
    );
    expect(uploads).toHaveLength(0);

    fireEvent.change(input, { target: { files: [pdfFile()] } });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        "L'attestation a déjà été remise : les documents ne changent plus.",
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // A 409 reads the list again, so the card shows what may be done now.
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/users/souscriptions/?'))).toHaveLength(2),
    );
  });

  it('offers no Replace once the certificate is handed over', async () => {
    fakeApi((call) =>
      call.path.startsWith('/users/souscriptions/?')
        ? {
            body: {
              count: 1,
              value: [{ ...rejected, handed_over_at: '2031-07-10T08:30:00+01:00' }],
              skip: 0,
              today: rejected.today,
            },
          }
        : undefined,
    );
    const dialog = await openDetail();
    expect(within(dialog).getByText(/Refusé : illisible ou flou/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Remplacer : Permis de conduire — recto')).toBeNull();
  });
});

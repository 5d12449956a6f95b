import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberUploaded } from '../../../lib/local-files';
import { renderScreen } from '../../../test/render-screen';
import { DocumentPicker } from './document-picker';

const PHOTO = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

const picker = (value?: { file_id: string; file_name: string }) =>
  renderScreen('/', [
    {
      path: '/',
      element: <DocumentPicker label="Carte grise — recto" value={value} onUploaded={() => undefined} />,
    },
  ]);

let fetched: string[];
beforeEach(() => {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      fetched.push(input);
      // jsdom's Blob is not one Node's Response can carry: the answer as fetchFile reads it.
      return { ok: true, blob: async () => PHOTO };
    }),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:thumb', revokeObjectURL: () => {} }),
  );
});

describe('a document of step 7', () => {
  it('shows a kept photo as a thumbnail beside its name, fetched from the server after a reload', async () => {
    await picker({ file_id: 'f-1', file_name: 'IMG_4821.jpg' });
    const thumbnail = await screen.findByRole('img', { name: 'Aperçu : Carte grise — recto' });
    expect(thumbnail.getAttribute('src')).toBe('blob:thumb');
    expect(fetched).toEqual(['/api/v1/files/f-1/view']);
    expect(screen.getByText('IMG_4821.jpg')).toBeTruthy();
  });

  it('shows a photo this page uploaded from the phone’s own copy, without downloading it again', async () => {
    rememberUploaded('f-2', PHOTO);
    await picker({ file_id: 'f-2', file_name: 'photo.jpg' });
    expect(await screen.findByRole('img', { name: 'Aperçu : Carte grise — recto' })).toBeTruthy();
    expect(fetched).toEqual([]);
  });

  it('offers to close, not to cancel, the refusal of a file too large to send', async () => {
    await picker();
    const bytes = new Uint8Array(11 * 1024 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    const tooLarge = new File([bytes], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Carte grise — recto'), { target: { files: [tooLarge] } });
    expect((await screen.findByRole('alert')).textContent).toMatch(/10 Mo/);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import type { TFilledReport, TPhotoOutcome } from '../lib/photo-outcome';
import { DocumentPhotoOffer } from './document-photo-offer';

const PNG = new File(
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
  'photo.png',
  { type: 'image/png' },
);
const PDF = new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'scan.pdf', {
  type: 'application/pdf',
});

async function offer(
  read: (photo: File) => Promise<TPhotoOutcome<string>>,
  report: TFilledReport = { toCheck: [] },
) {
  const onRead = vi.fn(() => report);
  const onPhoto = vi.fn();
  await renderScreen('/', [
    {
      path: '/',
      element: (
        <DocumentPhotoOffer
          label="Photographier"
          hint="Gagnez du temps"
          asked="registration"
          read={read}
          onRead={onRead}
          onPhoto={onPhoto}
        />
      ),
    },
  ]);
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Photographier'), { target: { files: [file] } });
  return { onRead, onPhoto, choose };
}

describe('the offer to photograph a document', () => {
  it('asks the camera for a photo, says it is reading, then fills the form and keeps the photo', async () => {
    let finish: (outcome: TPhotoOutcome<string>) => void = () => undefined;
    const { onRead, onPhoto, choose } = await offer(() => new Promise((resolve) => (finish = resolve)));
    const input = screen.getByLabelText('Photographier');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    choose(PNG);
    expect(await screen.findByText(/^Lecture de la photo/)).toBeTruthy();
    expect(onRead).not.toHaveBeenCalled();
    finish({ kind: 'read', reading: 'read' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Photo lue :/);
    expect(onRead).toHaveBeenCalledWith('read', expect.any(File));
    expect(onPhoto).toHaveBeenCalledWith(PNG);
    expect(screen.getByText('Reprendre une photo')).toBeTruthy();
  });

  it('names the filled fields to check, without a success badge, when the reading did not confirm them', async () => {
    const { choose } = await offer(async () => ({ kind: 'read', reading: 'names' }), {
      toCheck: ['Prénom', 'Nom'],
    });
    choose(PNG);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Photo lue en partie : vérifiez Prénom et Nom, puis corrigez si besoin.');
    expect(alert.className).not.toMatch(/Success/);
  });

  it('says at once when the photo shows another document, and neither keeps it nor fills anything', async () => {
    const { onRead, onPhoto, choose } = await offer(async () => ({
      kind: 'wrong_document',
      looksLike: 'passport',
    }));
    choose(PNG);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Cette photo ressemble à un passeport. Elle n'a pas été gardée : photographiez la carte grise du véhicule.",
    );
    expect(onRead).not.toHaveBeenCalled();
    expect(onPhoto).not.toHaveBeenCalled();
  });

  it('says when nothing could be read, fills nothing, and still keeps the photo for step 7', async () => {
    const { onRead, onPhoto, choose } = await offer(async () => ({ kind: 'unreadable' }));
    choose(PNG);
    expect((await screen.findByRole('alert')).textContent).toMatch(/n'a pas pu être lue/);
    expect(onRead).not.toHaveBeenCalled();
    expect(onPhoto).toHaveBeenCalledWith(PNG);
  });

  it('keeps a PDF chosen instead of a photo as the document, without handing it to the image reader', async () => {
    const read = vi.fn(async (): Promise<TPhotoOutcome<string>> => ({ kind: 'unreadable' }));
    const { onPhoto, choose } = await offer(read);
    choose(PDF);
    expect((await screen.findByRole('alert')).textContent).toMatch(/n'a pas pu être lue/);
    expect(read).not.toHaveBeenCalled();
    expect(onPhoto).toHaveBeenCalledWith(PDF);
  });

  it('says so for a file that is no photo, without reading or keeping it', async () => {
    const read = vi.fn(async (): Promise<TPhotoOutcome<string>> => ({ kind: 'read', reading: 'never' }));
    const { onPhoto, choose } = await offer(read);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/n'a pas pu être lue/);
    expect(read).not.toHaveBeenCalled();
    expect(onPhoto).not.toHaveBeenCalled();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { DocumentPhotoOffer } from './document-photo-offer';

const PNG = new File(
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
  'photo.png',
  {
    type: 'image/png',
  },
);

async function offer(read: (photo: File) => Promise<string | null>) {
  const onRead = vi.fn();
  const onPhoto = vi.fn();
  await renderScreen('/', [
    {
      path: '/',
      element: (
        <DocumentPhotoOffer
          label="Photographier"
          hint="Gagnez du temps"
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
  it('asks the camera for a photo, keeps it, says it is reading, then fills the form', async () => {
    let finish: (reading: string) => void = () => undefined;
    const { onRead, onPhoto, choose } = await offer(() => new Promise((resolve) => (finish = resolve)));
    const input = screen.getByLabelText('Photographier');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    choose(PNG);
    expect(await screen.findByText(/^Lecture de la photo/)).toBeTruthy();
    expect(onPhoto).toHaveBeenCalledWith(PNG);
    expect(onRead).not.toHaveBeenCalled();
    finish('read');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Photo lue/);
    expect(onRead).toHaveBeenCalledWith('read', expect.any(File));
    expect(screen.getByText('Reprendre une photo')).toBeTruthy();
  });

  it('says when nothing could be read, and fills nothing', async () => {
    const { onRead, choose } = await offer(async () => null);
    choose(PNG);
    expect((await screen.findByRole('alert')).textContent).toMatch(/n'a pas pu être lue/);
    expect(onRead).not.toHaveBeenCalled();
  });

  it('says so for a file that is no photo, without reading or keeping it', async () => {
    const read = vi.fn(async () => 'never');
    const { onPhoto, choose } = await offer(read);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/n'a pas pu être lue/);
    expect(read).not.toHaveBeenCalled();
    expect(onPhoto).not.toHaveBeenCalled();
  });
});

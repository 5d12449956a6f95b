import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { readCertificatePhoto } from '../lib/read-certificate-photo';
import { flowSubscriptionAt } from './flow-test-kit';
import { Step3Page } from './step3-page';

vi.mock('../lib/read-certificate-photo', () => ({ readCertificatePhoto: vi.fn() }));
vi.mock('../lib/kept-photos', () => ({ keepPhoto: async () => {}, uploadKeptPhotos: async () => ({}) }));

const PHOTO = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cg.png', {
  type: 'image/png',
});
const HINT =
  /^Sur une carte grise française, case P\.6\. Sinon, photographiez la carte grise : elle est calculée d'après la cylindrée \(case P\.1\)\.$/;
/** The text under the fiscal power field. */
const powerHelper = () =>
  document.getElementById(`${screen.getByLabelText(/^Puissance fiscale/).id}-helper-text`)?.textContent;

beforeEach(() => {
  const atStep3 = flowSubscriptionAt(3, { today: '2026-11-29', user_info: { type: 'physique' } });
  fakeApi(({ path }) => {
    if (path === '/users/souscriptions/s-1') return { body: atStep3 };
    if (path.startsWith('/users/souscriptions/')) return { body: { result: [] } };
    return undefined;
  });
});

describe('the fiscal power on step 3, when no reading gave it', () => {
  it('says where to find it (box P.6) or how it is had from the engine size', async () => {
    await renderScreen('/souscriptions/step3', [{ path: '/souscriptions/step3', element: <Step3Page /> }]);
    await screen.findByLabelText(/^Puissance fiscale/);
    expect(powerHelper()).toMatch(HINT);
  });

  it('still says so after a registration photo that gave neither power nor engine size', async () => {
    vi.mocked(readCertificatePhoto).mockResolvedValue({
      kind: 'read',
      reading: { plate: 'GH-417-PX', plateCountry: 'FR' },
    });
    await renderScreen('/souscriptions/step3', [{ path: '/souscriptions/step3', element: <Step3Page /> }]);
    fireEvent.change(await screen.findByLabelText('Photographier la carte grise'), {
      target: { files: [PHOTO] },
    });
    await screen.findByDisplayValue('GH-417-PX');
    expect((screen.getByLabelText(/^Puissance fiscale/) as HTMLInputElement).value).toBe('');
    expect(powerHelper()).toMatch(HINT);
  });
});

import type { TStaffVerificationAnswer } from '@bi/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/render-screen';
import { renderBackoffice } from '../test/backoffice-screen';
import { ScanPage } from './scan-page';

const CODE = 'Ab3_x-Yz09Kk8LmNoPqRsTuV';
const ANSWER: TStaffVerificationAnswer = {
  status: 'valid',
  certificate_number: 'ATT-BRD-2031-000001-1',
  plate: 'GH-456-JK',
  valid_from: '2031-07-10',
  valid_to: '2031-08-09',
  trailer_covered: true,
  checked_on: '2031-07-10',
  contract: {
    subscription_id: 's-1',
    code_str: 'BRD-2031-000001',
    statut: 'signed',
    insured_name: 'Nadia Berrada',
    num_identity: 'FR556677',
    handed_over_at: null,
    termination_requested: false,
  },
};

beforeEach(() => {
  session.store('staff-token');
  // jsdom has no camera: the page says so and the code is typed.
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
});

describe('checking a certificate at the counter', () => {
  it('takes the typed code (or the QR code’s whole address) and shows validity and identity', async () => {
    const calls = fakeApi((call) =>
      call.path === `/backoffice/verification/${CODE}` ? { body: ANSWER } : undefined,
    );
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    expect(await screen.findByText(/Pas de caméra sur cet appareil/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('certificate-code'), {
      target: { value: `https://assurance.example.ma/verifier/${CODE}` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const result = await screen.findByTestId('staff-verification');
    expect(result.textContent).toMatch(
      /ATT-BRD-2031-000001-1.*GH-456-JK.*RemorqueCouverte \(option remorque\).*Nadia Berrada.*FR556677.*pas encore remis/,
    );
    expect(result.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
      'Validitédu 10/07/2031 au 09/08/2031',
    );
    // Labelled as on the certificate the clerk holds: a company's number is its trade register's.
    expect(result.textContent).toContain("N° de pièce d'identité / registre de commerce");
    expect(screen.getByRole('link', { name: 'Ouvrir le contrat' }).getAttribute('href')).toBe(
      '/backoffice/souscriptions/s-1',
    );
    expect(calls.map((call) => call.path)).toEqual([`/backoffice/verification/${CODE}`]);
  });

  it('says a termination asked is decided before the certificate is handed over', async () => {
    const asked = { ...ANSWER, contract: { ...ANSWER.contract!, termination_requested: true } };
    fakeApi((call) => (call.path === `/backoffice/verification/${CODE}` ? { body: asked } : undefined));
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    fireEvent.change(await screen.findByTestId('certificate-code'), { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByTestId('verification-termination')).textContent).toBe(
      "Le client a demandé la résiliation de ce contrat : décidez la demande (Résiliations) avant de remettre l'attestation.",
    );
  });

  it("asks the server for a contract's certificate by the contract's code, in capitals", async () => {
    const calls = fakeApi(() => ({ body: ANSWER }));
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    expect(
      screen.getByText("Ou le n° du contrat (BRD-…), ou l'adresse imprimée à côté du QR code"),
    ).toBeTruthy();
    fireEvent.change(await screen.findByTestId('certificate-code'), { target: { value: 'brd-2031-000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await screen.findByTestId('staff-verification');
    expect(calls.map((call) => call.path)).toEqual(['/backoffice/verification/BRD-2031-000001']);
  });

  it('keeps the contract code left to right in the Arabic help, its dash and ellipsis after BRD', async () => {
    fakeApi(() => undefined);
    await i18n.changeLanguage('ar');
    try {
      await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
      expect((await screen.findByText(/رقم العقد/)).textContent).toBe(
        'أو رقم العقد (\u2066BRD-…\u2069)، أو العنوان المطبوع بجانب رمز QR',
      );
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('says a text that is no certificate code is not one, and asks nothing of the server', async () => {
    const calls = fakeApi(() => undefined);
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    fireEvent.change(await screen.findByTestId('certificate-code'), {
      target: { value: 'https://example.com/x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText(/Ce code n'est pas celui d'une attestation/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks for the number the certificate prints, the one a clerk can read off it', async () => {
    fakeApi(() => undefined);
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    expect((await screen.findByText(/Pas de caméra/)).textContent).toContain(
      "numéro de l'attestation (ATT-…)",
    );
    expect(screen.getByLabelText("N° d'attestation")).toBe(screen.getByTestId('certificate-code'));
  });

  it('keeps a code the server does not know in the field, to correct and check again', async () => {
    const calls = fakeApi((call) =>
      call.path === `/backoffice/verification/${CODE}` ? { body: ANSWER } : undefined,
    );
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    const typo = `${CODE.slice(0, -1)}W`;
    fireEvent.change(await screen.findByTestId('certificate-code'), { target: { value: typo } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByTestId('verification-missed')).textContent).toBe('Introuvable');
    const field = screen.getByTestId<HTMLInputElement>('certificate-code');
    expect(field.value).toBe(typo);
    fireEvent.change(field, { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByTestId('staff-verification')).textContent).toContain('ATT-BRD-2031-000001-1');
    expect(screen.queryByTestId('verification-missed')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      `/backoffice/verification/${typo}`,
      `/backoffice/verification/${CODE}`,
    ]);
  });

  it('asks again for the same code after a failure, and offers to scan another', async () => {
    let down = true;
    const calls = fakeApi((call) =>
      call.path === `/backoffice/verification/${CODE}`
        ? down
          ? { status: 503, body: { message: 'Service momentanément indisponible.' } }
          : { body: ANSWER }
        : undefined,
    );
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    fireEvent.change(await screen.findByTestId('certificate-code'), { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await screen.findByTestId('verification-missed');
    expect(screen.getByRole('button', { name: 'Scanner une autre attestation' })).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findByTestId('staff-verification')).textContent).toContain('Nadia Berrada');
    expect(calls.filter((call) => call.path === `/backoffice/verification/${CODE}`)).toHaveLength(2);
  });

  it('shows the result again on Back from the contract it opened', async () => {
    fakeApi(() => ({ body: ANSWER }));
    const { router } = await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    fireEvent.change(await screen.findByTestId('certificate-code'), { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Ouvrir le contrat' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/backoffice/souscriptions/s-1');
    await act(() => router.navigate(-1));
    expect((await screen.findByTestId('staff-verification')).textContent).toContain('Nadia Berrada');
    // Scanning another one starts from an empty form.
    fireEvent.click(screen.getByRole('button', { name: 'Scanner une autre attestation' }));
    expect(screen.getByTestId<HTMLInputElement>('certificate-code').value).toBe('');
  });

  it('shows no identity for another office’s contract', async () => {
    fakeApi(() => ({ body: { ...ANSWER, contract: null } }));
    await renderBackoffice('/backoffice/scan', '/backoffice/scan', <ScanPage />);
    fireEvent.change(await screen.findByTestId('certificate-code'), { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const result = await screen.findByTestId('staff-verification');
    expect(result.textContent).toContain("relève d'un autre bureau");
    expect(result.textContent).not.toContain('Nadia');
  });
});

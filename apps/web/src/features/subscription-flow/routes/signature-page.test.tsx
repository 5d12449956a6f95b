import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pendingDemande } from '../../../lib/pending-demande';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { flowState } from '../../../lib/flow-state';
import { replacePage } from '../../../lib/leave-page';
import { contractFixture } from '../../../test/contract-fixture';
import { SignaturePage } from './signature-page';

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn(), replacePage: vi.fn() }));

const documents = { contract: true, certificate: true };
const signed = {
  statut: 'signed',
  demande: { id: 'd-2', status: 'signed', signing_url: null, signed_at: '2025-05-12T10:00:00+01:00' },
  documents,
};
const open = () =>
  renderScreen('/souscriptions/signature', [
    { path: '/souscriptions/signature', element: <SignaturePage /> },
  ]);
const statusCalls = (calls: TApiCall[]) => calls.filter((call) => call.path.endsWith('/signature'));

describe('the signature status page', () => {
  it("finds the subscription of a returning signer's demande among the customer's own, and says it is signed", async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-other');
    pendingDemande.store('d-2');
    const calls = fakeApi(({ path }) => {
      if (path === '/signature/requests/d-2')
        return { body: { demande: 'd-2', code_str: 'BI-2', status: 'signed' } };
      if (path === '/users/souscriptions/?$top=100&$skip=0')
        return {
          body: {
            count: 2,
            skip: 0,
            value: [
              { _id: 's-1', code_str: 'BI-1' },
              { _id: 's-2', code_str: 'BI-2' },
            ],
          },
        };
      if (path === '/users/souscriptions/s-2/signature') return { body: signed };
      return undefined;
    });
    await open();
    expect((await screen.findByTestId('signature-done')).textContent).toContain('Votre contrat est signé');
    expect(screen.getByRole('button', { name: 'Télécharger le contrat signé (PDF)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Télécharger l'attestation (PDF)" })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Revenir à l'accueil" }).getAttribute('href')).toBe('/');
    expect(flowState.subscriptionId()).toBe('s-2');
    expect(pendingDemande.get()).toBeNull();
    expect(calls.at(-1)?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it("drops a demande that is none of the customer's, and shows the device's subscription", async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-1');
    pendingDemande.store('d-9');
    fakeApi(({ path }) => {
      if (path === '/signature/requests/d-9')
        return { body: { demande: 'd-9', code_str: 'BI-9', status: 'pending' } };
      if (path.startsWith('/users/souscriptions/?'))
        return { body: { count: 1, skip: 0, value: [{ _id: 's-1', code_str: 'BI-1' }] } };
      if (path === '/users/souscriptions/s-1/signature') return { body: signed };
      return undefined;
    });
    await open();
    await screen.findByTestId('signature-done');
    expect(pendingDemande.get()).toBeNull();
    expect(flowState.subscriptionId()).toBe('s-1');
  });

  it('paid: says the link went by SMS and e-mail, and Sign now opens the signing page', async () => {
    flowState.setSubscriptionId('s-1');
    fakeApi(() => ({
      body: {
        statut: 'paid',
        demande: { id: 'd-1', status: 'pending', signing_url: 'http://app.test/signer/d-1', signed_at: null },
        documents: { contract: false, certificate: false },
      },
    }));
    await open();
    const sign = await screen.findByRole('link', { name: 'Signer maintenant' });
    expect(sign.getAttribute('href')).toBe('http://app.test/signer/d-1');
    expect(screen.getByText(/envoyé par SMS et par e-mail/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Télécharger/ })).toBeNull();
  });

  it('paid, back from paying in this tab: the signing page opens by itself, once', async () => {
    vi.mocked(replacePage).mockClear();
    flowState.setSubscriptionId('s-1');
    flowState.setPaying('s-1');
    fakeApi(() => ({
      body: {
        statut: 'paid',
        demande: { id: 'd-1', status: 'pending', signing_url: 'http://app.test/signer/d-1', signed_at: null },
        documents: { contract: false, certificate: false },
      },
    }));
    await open();
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('http://app.test/signer/d-1'));
    // Opened again later (Continue on the card), the page stays: the customer chose to come here.
    expect(flowState.takePaying('s-1')).toBe(false);
    expect(replacePage).toHaveBeenCalledTimes(1);
  });

  it('not paid: says so and leads back to the payment', async () => {
    flowState.setSubscriptionId('s-1');
    fakeApi(() => ({
      body: { statut: 'confirmed', demande: null, documents: { contract: false, certificate: false } },
    }));
    await open();
    expect((await screen.findByTestId('signature-unpaid')).textContent).toContain('pas encore reçu');
    expect(screen.getByRole('link', { name: 'Aller au paiement' }).getAttribute('href')).toBe(
      '/souscriptions/payment',
    );
  });

  it('follows the status by itself until signed, with no Refresh button to press', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      flowState.setSubscriptionId('s-1');
      let answer: object = {
        statut: 'paid',
        demande: null,
        documents: { contract: false, certificate: false },
      };
      const calls = fakeApi(() => ({ body: answer }));
      await open();
      await screen.findByTestId('signature-preparing');
      expect(screen.queryByRole('button', { name: 'Actualiser' })).toBeNull();
      answer = signed;
      await vi.advanceTimersByTimeAsync(5_000);
      await screen.findByTestId('signature-done');
      expect(statusCalls(calls)).toHaveLength(2);
      // Signed, it stops asking.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(statusCalls(calls)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the certificate through its short-lived link in a new tab', async () => {
    flowState.setSubscriptionId('s-1');
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const calls = fakeApi(({ method, path }) => {
      if (method === 'POST' && path === '/users/souscriptions/s-1/certificate-link')
        return { body: { url: '/api/v1/users/souscriptions/s-1/certificate?token=t' } };
      return { body: signed };
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: "Télécharger l'attestation (PDF)" }));
    await waitFor(() =>
      expect(tab.location.href).toBe('/api/v1/users/souscriptions/s-1/certificate?token=t'),
    );
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/certificate-link'))).toBe(
      true,
    );
  });

  it('calls a contract the insurer terminated terminated, and a cancelled one cancelled', async () => {
    const closed = { statut: 'cancelled', demande: null, documents };
    for (const [applied, text] of [
      [true, 'Ce contrat a été résilié'],
      [false, 'Cette souscription est annulée'],
    ] as const) {
      flowState.setSubscriptionId('s-1');
      fakeApi(({ path }) => {
        if (path === '/users/souscriptions/s-1/signature') return { body: closed };
        if (path === '/users/souscriptions/s-1')
          return { body: contractFixture({ statut: 'cancelled', termination_applied: applied }) };
        return undefined;
      });
      await open();
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      cleanup();
    }
  });

  it('shows it is loading, not an empty page, while the closed contract is read (a slow or lost network)', async () => {
    flowState.setSubscriptionId('s-1');
    let answerRead: (answer: { body: unknown }) => void = () => undefined;
    const calls = fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-1/signature')
        return { body: { statut: 'cancelled', demande: null, documents } };
      if (path === '/users/souscriptions/s-1')
        return new Promise((resolve) => {
          answerRead = resolve;
        });
      return undefined;
    });
    await open();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/souscriptions/s-1'));
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    answerRead({ body: contractFixture({ statut: 'cancelled', termination_applied: true }) });
    expect((await screen.findByRole('alert')).textContent).toContain('Ce contrat a été résilié');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../lib/leave-page';
import { notify } from '../../../lib/notifications';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowState } from '../../../lib/flow-state';
import { PaymentPage } from './payment-page';

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn() }));
vi.mock('../../../lib/notifications', () => ({ notify: vi.fn() }));

const subscription = {
  _id: 's-1',
  version: 3,
  statut: 'confirmed',
  current_step: 8,
  ready_to_pay: true,
  payment_refusal: null,
  payment_info: { is_paid: false },
  periode_info: { date_effet: '2099-01-01' },
  simulation_result: { primeTotal: 497.91 },
  user_info: { effetImmediat: true },
};
const open = () =>
  renderScreen('/souscriptions/payment', [{ path: '/souscriptions/payment', element: <PaymentPage /> }]);

beforeEach(() => {
  vi.mocked(leavePage).mockClear();
  session.store('token-1');
  flowState.setSubscriptionId('s-1');
});

describe('the payment page', () => {
  it('asks the pay link with the bearer token, then leaves for it', async () => {
    const calls = fakeApi(({ method, path }) => {
      if (path === '/users/souscriptions/s-1') return { body: subscription };
      if (method === 'POST' && path === '/users/souscriptions/s-1/pay-link')
        return { body: { url: '/api/v1/users/souscriptions/s-1/pay?token=abc', expires_in: 120 } };
      return undefined;
    });
    await open();
    expect((await screen.findByTestId('payment-amount')).textContent).toBe('497,91\u00a0MAD');
    expect(screen.getByText(/loi 31-08/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Payer par carte' }));
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith('/api/v1/users/souscriptions/s-1/pay?token=abc'),
    );
    const asked = calls.find((call) => call.path.endsWith('/pay-link'))!;
    expect(asked.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('says when the link could not be had, and Retry asks again', async () => {
    let failing = true;
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-1') return { body: subscription };
      if (path.endsWith('/pay-link'))
        return failing
          ? { status: 503, body: { message: 'Service momentanément indisponible.' } }
          : { body: { url: '/pay?token=xyz', expires_in: 120 } };
      return undefined;
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Payer par carte' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("La page de paiement n'a pas pu être ouverte");
    expect(leavePage).not.toHaveBeenCalled();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/pay?token=xyz'));
  });

  it('sends an extension of a contract being terminated to the contracts, saying why', async () => {
    fakeApi(({ path }) =>
      path === '/users/souscriptions/s-1'
        ? {
            body: {
              ...subscription,
              ready_to_pay: false,
              payment_refusal: 'extends_terminating',
              extends_terminating: true,
            },
          }
        : undefined,
    );
    await open();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'error',
      "Cette prolongation ne peut plus être payée : la résiliation du contrat qu'elle prolonge a été demandée.",
      { forNextPage: true },
    );
  });

  it('sends a subscription that is not ready to pay back to where it resumes', async () => {
    fakeApi(({ path }) =>
      path === '/users/souscriptions/s-1'
        ? {
            body: {
              ...subscription,
              statut: 'simulation',
              ready_to_pay: false,
              payment_refusal: 'not_confirmed',
              current_step: 6,
            },
          }
        : undefined,
    );
    await open();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/souscriptions/step6'));
  });

  it("says why in the pay link's words, and sends a date the office cannot start back to step 4", async () => {
    fakeApi(({ path }) =>
      path === '/users/souscriptions/s-1'
        ? {
            body: {
              ...subscription,
              ready_to_pay: false,
              payment_refusal: 'effect_today_not_immediate',
              periode_info: { date_effet: '2099-01-01' },
              user_info: { effetImmediat: false },
              today: '2099-01-01',
            },
          }
        : undefined,
    );
    await open();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/souscriptions/step4'));
    expect(vi.mocked(notify)).toHaveBeenCalledWith('error', expect.stringContaining('02/01/2099'), {
      forNextPage: true,
    });
  });

  it.each([
    ['office_closed', '/souscriptions/step2', 'Ce bureau de gestion est fermé'],
    ['country_off', '/souscriptions/step1', 'Les résidents de ce pays ne peuvent pas souscrire en ligne'],
  ])(
    'sends a subscription whose %s since back to the step that chooses it, saying why',
    async (refusal, to, says) => {
      fakeApi(({ path }) =>
        path === '/users/souscriptions/s-1'
          ? { body: { ...subscription, ready_to_pay: false, payment_refusal: refusal, today: '2099-01-01' } }
          : undefined,
      );
      await open();
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(to));
      expect(vi.mocked(notify)).toHaveBeenCalledWith('error', expect.stringContaining(says), {
        forNextPage: true,
      });
    },
  );

  it('names, for an extension, the contract it extends (code and plate) and the new period', async () => {
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-1')
        return {
          body: {
            ...subscription,
            extended_from: 's-0',
            periode_info: { date_effet: '2099-01-01', date_fin: '2099-03-31' },
            vehicule_info: { immatriculation: '12345-A-6' },
          },
        };
      if (path === '/users/souscriptions/s-0')
        return {
          body: { _id: 's-0', code_str: 'BI-2098-000041', vehicule_info: { immatriculation: '12345-A-6' } },
        };
      return undefined;
    });
    await open();
    const extension = await screen.findByTestId('payment-extension');
    await waitFor(() =>
      expect(extension.textContent).toBe(
        'Prolongation du contrat \u2066BI-2098-000041\u2069, véhicule \u206612345-A-6\u2069.' +
          'Nouvelle période : du \u206601/01/2099\u2069 au \u206631/03/2099\u2069.',
      ),
    );
    expect(screen.getByTestId('payment-amount').textContent).toBe('497,91\u00a0MAD');
  });

  it('names nothing of the kind for a first contract', async () => {
    fakeApi(({ path }) =>
      path === '/users/souscriptions/s-1' ? { body: { ...subscription, extended_from: null } } : undefined,
    );
    await open();
    await screen.findByTestId('payment-amount');
    expect(screen.queryByTestId('payment-extension')).toBeNull();
  });

  it('restored by Back from the browser’s cache once paid, moves on to the signature', async () => {
    let paid = false;
    fakeApi(({ path }) =>
      path === '/users/souscriptions/s-1'
        ? {
            body: paid
              ? {
                  ...subscription,
                  statut: 'paid',
                  ready_to_pay: false,
                  payment_refusal: 'already_paid',
                  payment_info: { is_paid: true },
                }
              : subscription,
          }
        : undefined,
    );
    await open();
    await screen.findByRole('button', { name: 'Payer par carte' });
    paid = true;
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/souscriptions/signature'));
  });
});

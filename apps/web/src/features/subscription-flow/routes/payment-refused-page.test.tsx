import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { PaymentRefusedPage } from './payment-refused-page';

const status = (statut: string) => ({
  body: { statut, demande: null, documents: { contract: false, certificate: false } },
});
const open = () =>
  renderScreen('/souscriptions/paiement-refuse', [
    { path: '/souscriptions/paiement-refuse', element: <PaymentRefusedPage /> },
  ]);

describe('the payment refused page', () => {
  it('says the payment was refused while the subscription is still to pay', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-1');
    fakeApi(({ path }) => (path === '/users/souscriptions/s-1/signature' ? status('confirmed') : undefined));
    await open();
    await screen.findByTestId('payment-refused');
  });

  it('never says refused for a paid contract (reached by Back after a later try passed): on to the signature', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-1');
    fakeApi(({ path }) => (path === '/users/souscriptions/s-1/signature' ? status('paid') : undefined));
    await open();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/souscriptions/signature'));
    expect(screen.queryByTestId('payment-refused')).toBeNull();
  });
});

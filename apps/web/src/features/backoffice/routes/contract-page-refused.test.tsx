import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/render-screen';
import { renderBackoffice } from '../test/backoffice-screen';
import { contract, PATH, signInClerk } from '../test/contract-page-kit';
import { ContractPage } from './contract-page';

beforeEach(signInClerk);

describe('a contract the page cannot show', () => {
  it('says a contract that is not there, or not the clerk’s to see, without offering to try again', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Contrat introuvable.' } }));
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Contrat introuvable.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('offers to try again when the network or the server failed, and shows the contract then', async () => {
    let down = true;
    fakeApi((call) =>
      down
        ? { status: 503, body: { message: 'Service momentanément indisponible.' } }
        : call.path === '/backoffice/souscriptions/s-1'
          ? { body: contract() }
          : undefined,
    );
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    down = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull());
    await screen.findByTestId('document-permis_recto');
  });
});

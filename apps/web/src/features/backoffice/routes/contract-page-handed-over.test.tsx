import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBackoffice } from '../test/backoffice-screen';
import { contract, handedOverBy, PATH, server, signInClerk } from '../test/contract-page-kit';
import { ContractPage } from './contract-page';

beforeEach(signInClerk);

describe('a contract handed over', () => {
  it('is titled handed over, not signed, and names the clerk who did it', async () => {
    server(contract({ handover: handedOverBy('Youssef Alaoui') }), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/ · Attestation remise$/);
    expect(screen.getByTestId('handover-done').textContent).toContain('par \u2068Youssef Alaoui\u2069');
  });

  it('is titled signed while the certificate waits at the office', async () => {
    server(contract(), {});
    await renderBackoffice(PATH, '/backoffice/souscriptions/:id', <ContractPage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/ · Signé$/);
  });
});

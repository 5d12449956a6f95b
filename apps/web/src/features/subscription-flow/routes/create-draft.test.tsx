import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { CreatePage } from './create-page';

const open = () =>
  renderScreen('/souscriptions/create', [{ path: '/souscriptions/create', element: <CreatePage /> }]);
const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  fakeApi(() => undefined);
  flowState.setEmail('amal@example.com');
});

describe('what is typed on /create', () => {
  it('is still there after a reload (or a tab the phone discarded while the camera was open)', async () => {
    await open();
    fireEvent.change(screen.getByLabelText(/^Prénom/), { target: { value: 'Amal' } });
    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'El Idrissi' } });
    fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: '612345678' } });
    cleanup();
    await open();
    expect(value(/^Prénom/)).toBe('Amal');
    expect(value(/^Nom/)).toBe('El Idrissi');
    expect(value(/^Téléphone/)).toBe('612345678');
  });

  it('never restores the password, nor an e-mail given again since', async () => {
    await open();
    fireEvent.change(screen.getByLabelText(/^Prénom/), { target: { value: 'Amal' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Secret123' } });
    cleanup();
    flowState.setEmail('amal.new@example.com');
    await open();
    expect(value(/^Prénom/)).toBe('Amal');
    expect(value(/^Mot de passe/)).toBe('');
    expect(JSON.stringify(Object.values(sessionStorage))).not.toContain('Secret123');
    expect(JSON.stringify(Object.values(sessionStorage))).not.toContain('amal@example.com');
  });
});

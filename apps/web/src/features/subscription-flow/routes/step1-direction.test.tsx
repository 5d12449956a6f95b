import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flowState } from '../../../lib/flow-state';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { Step1Page } from './step1-page';

describe('step 1 on a phone', () => {
  it('writes the address in its own direction and keeps the identity label short, the kinds below', async () => {
    session.store('token-1');
    flowState.setSubscriptionId('s-1');
    fakeApi(({ path }) => {
      if (path === '/users/souscriptions/s-1')
        return {
          body: {
            _id: 's-1',
            version: 1,
            statut: 'simulation',
            current_step: 1,
            user_info: { type: 'physique' },
          },
        };
      if (path === '/users/souscriptions/pays') return { body: { result: [] } };
      return { body: { value: [], count: 0 } };
    });
    await renderScreen('/souscriptions/step1', [{ path: '/souscriptions/step1', element: <Step1Page /> }]);
    for (const label of [/^Ville/, /^Adresse/, /^Complément/]) {
      expect((await screen.findByLabelText(label)).getAttribute('dir')).toBe('auto');
    }
    const identity = screen.getByLabelText(/^Numéro de pièce d'identité/);
    expect(screen.getByText("Numéro de pièce d'identité").textContent).not.toContain('passeport');
    expect(identity.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(identity.getAttribute('aria-describedby')!)?.textContent).toBe(
      'CIN ou passeport',
    );
  });
});

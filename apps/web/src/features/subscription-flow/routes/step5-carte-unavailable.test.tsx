import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep5, serveStep5 } from './step5-test-kit';

const basic = {
  pack_Id: 1,
  pack_Code: 'BASE',
  pack_Name: 'Offre de base',
  primeTotal: 497.91,
  garanties: [],
  options: [],
};

describe('step 5 without à la carte', () => {
  it('says why the tab is greyed, in the words of the rule', async () => {
    serveStep5({ packs: [basic], cartes: [], exclusions: [], taux_remorque: 0 });
    await renderStep5();
    const tab = await screen.findByRole('tab', { name: 'À la carte' });
    expect(tab.getAttribute('aria-disabled') ?? String((tab as HTMLButtonElement).disabled)).toBe('true');
    expect(screen.getByTestId('carte-unavailable').textContent).toBe(
      "Les packs et la formule à la carte sont réservés à l'usage tourisme, pour une durée d'au moins un mois.",
    );
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TPacksAnswer } from '@bi/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { offeredGuarantee, renderStep5, serveStep5 } from './step5-test-kit';

const liability = offeredGuarantee(1, 'Responsabilité civile', { grnt_Obligatoire: true, grnt_Min: false });
const glass = offeredGuarantee(5, 'Bris de glace');
const fire = offeredGuarantee(6, 'Incendie');
const damage = offeredGuarantee(4, 'Dommage et collision');

/** A vehicle past ten years: Assistance is left out of every offer. */
const offers: TPacksAnswer = {
  packs: [
    {
      pack_Id: 2,
      pack_Code: 'CONFORT',
      pack_Name: 'Confort',
      pack_Name_EN: 'Comfort',
      pack_Name_AR: 'Confort',
      garanties: [liability, damage],
      options: [glass],
      primeNet: 800,
      totalTaxe: 120,
      primeTotal: 950,
    },
    {
      pack_Id: 3,
      pack_Code: 'PREMIUM',
      pack_Name: 'Premium',
      pack_Name_EN: 'Premium',
      pack_Name_AR: 'Premium',
      garanties: [liability, damage, fire],
      options: [glass],
      primeNet: 1000,
      totalTaxe: 150,
      primeTotal: 1190,
    },
  ],
  cartes: [liability, damage, glass, fire],
  exclusions: [],
  annee_requise: false,
  taux_remorque: 10,
  tarif_version: '2026-1',
};

const checkbox = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('step 5, the cover', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was ticked on each tab when the customer looks at the other and comes back', async () => {
    const calls = serveStep5(offers);
    await renderStep5();
    fireEvent.click(await screen.findByRole('button', { name: /Confort/ }));
    fireEvent.click(checkbox(/Bris de glace/));
    fireEvent.click(screen.getByRole('tab', { name: 'À la carte' }));
    fireEvent.click(checkbox(/Incendie/));
    expect(checkbox(/Bris de glace/).checked).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: 'Packs' }));
    expect(checkbox(/Bris de glace/).checked).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'À la carte' }));
    expect(checkbox(/Incendie/).checked).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Packs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/step5'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/step5'))?.body).toEqual({
      type: 'pack',
      pack_Id: 2,
      selected_garanties: [{ grnt_Id: 5, selected_formule: 'F1' }],
      remorque: false,
    });
  });

  it('clears the guarantees added to a pack when another pack is chosen (spec §4)', async () => {
    serveStep5(offers);
    await renderStep5();
    fireEvent.click(await screen.findByRole('button', { name: /Confort/ }));
    fireEvent.click(checkbox(/Bris de glace/));
    fireEvent.click(screen.getByRole('button', { name: /Premium/ }));
    expect(checkbox(/Bris de glace/).checked).toBe(false);
  });

  it('names, as the minimum à la carte, only the guarantees this vehicle is offered', async () => {
    serveStep5(offers);
    await renderStep5();
    fireEvent.click(await screen.findByRole('tab', { name: 'À la carte' }));
    expect(screen.getByTestId('carte-minimum').textContent).toBe(
      'Choisissez au moins une garantie parmi Dommage et collision, Bris de glace ou Incendie.',
    );
  });

  it("says why assistance is missing in each tab's own terms: packs on one, a guarantee on the other", async () => {
    const assistance = { grnt_Id: 7, grnt_Code: 'ASSISTANCE', grnt_Name: 'Assistance', age_max: 10 };
    serveStep5({
      ...offers,
      exclusions: [{ ...assistance, grnt_Name_EN: 'Assistance', grnt_Name_AR: 'المساعدة' }],
    });
    await renderStep5();
    expect((await screen.findByTestId('offer-exclusion')).textContent).toBe(
      "« Assistance » n'est pas proposée pour un véhicule de plus de 10 ans : les packs sont proposés sans elle.",
    );
    fireEvent.click(screen.getByRole('tab', { name: 'À la carte' }));
    expect(screen.getByTestId('offer-exclusion').textContent).toBe(
      "« Assistance » n'est pas proposée pour un véhicule de plus de 10 ans.",
    );
  });
});

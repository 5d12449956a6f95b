import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TGarantieOffer, TPacksAnswer } from '@bi/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { offeredGuarantee, renderStep5, serveStep5 } from './step5-test-kit';

const liability = offeredGuarantee(1, 'Responsabilité civile', {
  grnt_Code: 'RC',
  grnt_Obligatoire: true,
  grnt_Min: false,
});
const assistance = offeredGuarantee(3, 'Assistance', { grnt_Code: 'ASSISTANCE' });
const glass = offeredGuarantee(5, 'Bris de glace', { grnt_Code: 'BRIS_GLACE' });
const pack = (pack_Id: number, pack_Name: string, garanties: TGarantieOffer[], primeTotal: number) => ({
  pack_Id,
  pack_Code: pack_Name.toUpperCase(),
  pack_Name,
  pack_Name_EN: pack_Name,
  pack_Name_AR: pack_Name,
  garanties,
  options: [],
  primeNet: primeTotal - 100,
  totalTaxe: 100,
  primeTotal,
});

/** Step 3 left the year blank: the packs hold assistance, and the year is asked. */
const unknownYear: TPacksAnswer = {
  packs: [
    pack(1, 'Offre de base', [liability], 1029.14),
    pack(3, 'Confort', [liability, assistance, glass], 1500),
  ],
  cartes: [liability, assistance, glass],
  exclusions: [],
  annee_requise: true,
  taux_remorque: 10,
  tarif_version: '2026-01',
};
/** The year typed is an old car's: Confort comes without assistance. */
const oldCar: TPacksAnswer = {
  ...unknownYear,
  packs: [unknownYear.packs[0]!, pack(3, 'Confort', [liability, glass], 1400)],
  cartes: [liability, glass],
  exclusions: [
    {
      grnt_Id: 3,
      grnt_Code: 'ASSISTANCE',
      grnt_Name: 'Assistance',
      grnt_Name_EN: 'Assistance',
      grnt_Name_AR: 'المساعدة',
      age_max: 10,
    },
  ],
  annee_requise: false,
};

const year = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Année de 1re mise en circulation' });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Suivant' });
const saved = (calls: { path: string; body?: unknown }[]) =>
  calls.find((call) => call.path.endsWith('/step5'))?.body;

describe('step 5 asks the year where assistance is offered (decision 041)', () => {
  beforeEach(() => sessionStorage.clear());

  it('refuses a pack with assistance until the year is given, then saves the year with the cover', async () => {
    const calls = serveStep5(unknownYear, (given) => (given < 2016 ? oldCar : unknownYear));
    await renderStep5();
    fireEvent.click(await screen.findByRole('button', { name: /Confort/ }));
    expect(screen.getByTestId('year-needed').textContent).toBe(
      "Indiquez l'année de 1re mise en circulation du véhicule pour choisir « Assistance » : elle n'est pas proposée pour un véhicule de plus de 10 ans.",
    );
    expect(year().getAttribute('aria-invalid')).toBe('true');
    expect(next().disabled).toBe(true);
    expect(calls.some((call) => call.path.endsWith('/quote'))).toBe(false);

    fireEvent.change(year(), { target: { value: '2021' } });
    await waitFor(() => expect(next().disabled).toBe(false));
    expect(screen.queryByTestId('year-needed')).toBeNull();
    fireEvent.click(next());
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(saved(calls)).toEqual({
      type: 'pack',
      pack_Id: 3,
      selected_garanties: [],
      remorque: false,
      annee_circulation: 2021,
    });
  });

  it("shows an old car's packs without assistance, still on offer, and a cover without it needs no year", async () => {
    serveStep5(unknownYear, () => oldCar);
    await renderStep5();
    fireEvent.click(await screen.findByRole('button', { name: /Offre de base/ }));
    expect(screen.queryByTestId('year-needed')).toBeNull();
    expect(next().disabled).toBe(false);

    fireEvent.change(year(), { target: { value: '2009' } });
    await screen.findByTestId('offer-exclusion');
    const confort = screen.getByRole('button', { name: /Confort/ });
    expect(confort.textContent).toContain('Responsabilité civile · Bris de glace');
    expect(confort.textContent).not.toContain('Assistance');
    // The year stays asked, and a year to come is refused in the server's words.
    fireEvent.change(year(), { target: { value: '2999' } });
    expect(screen.getByText("L'année ne peut pas être dans le futur.")).toBeTruthy();
  });
});

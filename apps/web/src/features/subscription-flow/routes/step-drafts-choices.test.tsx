import type { TPacksAnswer } from '@bi/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowDrafts, flowSubscriptionAt, savedOnce } from './flow-test-kit';
import { Step2Page } from './step2-page';
import { Step4Page } from './step4-page';
import { offeredGuarantee, renderStep5, serveStep5 } from './step5-test-kit';

const value = (label: RegExp) => screen.getByRole<HTMLInputElement>('combobox', { name: label }).value;
const pressed = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
/** Typed in a list's search field, as a finger does: the field is focused first. */
function type(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
}
const checked = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name }).checked;

const city = (ville_Id: number, ville_Name: string, entry: boolean) => ({
  ville_Id,
  ville_Name,
  ville_Name_AR: ville_Name,
  ville_Entree: entry,
  ville_Entree_Label: entry ? `Port de ${ville_Name}` : null,
  ville_Entree_Label_AR: null,
});
const office = (intermediaire_Id: number, name: string, ville_Id: number, posteFrontalier: boolean) => ({
  intermediaire_Id,
  intermediaire_RS: name,
  intermediaire_RS_AR: name,
  intermediaire_Code: `B${intermediaire_Id}`,
  intermediaire_Adresse: 'Port',
  intermediaire_Adresse_AR: null,
  ville_Id,
  ville_Name: '',
  ville_Name_AR: '',
  effetImmediat: true,
  bureaudirect: false,
  posteFrontalier,
});
const OFFICES: Record<number, ReturnType<typeof office>[]> = {
  10: [office(100, 'POSTE TANGER MED', 10, true)],
  30: [office(300, 'POSTE BENI ANSAR', 30, true), office(301, 'AGENCE NADOR CENTRE', 30, false)],
  // An inland city: no border post, nothing preselected.
  20: [office(200, 'AGENCE RABAT AGDAL', 20, false)],
};

function serveStep2() {
  // Saved before: Tanger Med and its border post.
  const subscription = flowSubscriptionAt(2, { user_info: { ville_entree: 10, bureau_gestion: 100 } });
  return fakeApi(({ method, path }) => {
    if (method === 'POST' && path === '/users/souscriptions/s-1/step2')
      return { body: { ...subscription, version: 2, vehicule_info: null } };
    if (path === '/users/souscriptions/s-1') return { body: subscription };
    if (path === '/users/souscriptions/villes')
      return {
        body: { result: [city(10, 'Tanger Med', true), city(30, 'Nador', true), city(20, 'Rabat', false)] },
      };
    const cityId = /bureaux\?\$ville=(\d+)$/.exec(path)?.[1];
    if (cityId) return { body: { result: OFFICES[Number(cityId)] ?? [] } };
    return undefined;
  });
}

describe('what is chosen on step 2', () => {
  const open = () =>
    renderScreen('/souscriptions/step2', [{ path: '/souscriptions/step2', element: <Step2Page /> }]);

  it('is still there after a reload, an office chosen over the preselected one too, and saved as chosen', async () => {
    const calls = serveStep2();
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Nador' }));
    await screen.findByDisplayValue(/poste beni ansar/i);
    type(screen.getByRole('combobox', { name: /^Bureau de gestion/ }), 'AGENCE');
    fireEvent.click(await screen.findByRole('option', { name: /agence nador centre/i }));
    cleanup();

    await open();
    await screen.findByDisplayValue(/agence nador centre/i);
    expect(value(/^Ville d'entrée/)).toBe('Nador');
    expect(await savedOnce(calls, 2, '/souscriptions/step3')).toEqual({
      ville_entree: 30,
      bureau_gestion: 301,
    });
    expect(flowDrafts()).toEqual([]);
  });

  it('keeps an office emptied by a change of city empty, not the one saved for the city before', async () => {
    const calls = serveStep2();
    await open();
    type(await screen.findByRole('combobox', { name: /^Ville d'entrée/ }), 'Rab');
    fireEvent.click(await screen.findByRole('option', { name: /Rabat/ }));
    cleanup();

    await open();
    await screen.findByDisplayValue('Rabat');
    expect(value(/^Bureau de gestion/)).toBe('');
    // Nothing held behind the empty field either: sent, the form asks for an office and saves nothing.
    fireEvent.submit(screen.getByRole('button', { name: 'Suivant' }).closest('form')!);
    await screen.findByText('Ce champ est obligatoire.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

const period = (periode_Id: number, periode_Name: string, periode_Nbr: number) => ({
  periode_Id,
  periode_Name,
  periode_Name_EN: periode_Name,
  periode_Name_AR: periode_Name,
  periode_Nbr,
  periode_ParJour: false,
});

function serveStep4() {
  const subscription = flowSubscriptionAt(4, {
    today: '2026-11-29',
    user_info: { effetImmediat: true },
    vehicule_info: { usage_Id: 1 },
  });
  return fakeApi(({ method, path }) => {
    if (method === 'POST' && path === '/users/souscriptions/s-1/step4')
      return { body: { ...subscription, version: 2, pack_info: null } };
    if (path === '/users/souscriptions/s-1') return { body: subscription };
    if (path === '/users/souscriptions/periodes')
      return { body: { result: [period(1, '5 jours', 5), period(2, '1 mois', 1)] } };
    if (path.startsWith('/offre/tarifs'))
      return {
        body: { date: '2026-11-29', tarif_version: 'v', result: [{ usage_Id: 1, taux_remorque: 10 }] },
      };
    return undefined;
  });
}

describe('what is chosen on step 4', () => {
  const open = () =>
    renderScreen('/souscriptions/step4', [
      {
        path: '/souscriptions/step4',
        element: (
          <DatePickersProvider>
            <Step4Page />
          </DatePickersProvider>
        ),
      },
    ]);
  const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

  it('is still there after a reload: the start, the duration and the trailer, then saved as chosen', async () => {
    const calls = serveStep4();
    await open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Demain' }));
    fireEvent.click(await screen.findByRole('button', { name: '1 mois' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /remorque/ }));
    cleanup();

    await open();
    await screen.findByRole('button', { name: '1 mois' });
    expect(radio('Demain').checked).toBe(true);
    expect(radio("Aujourd'hui").checked).toBe(false);
    expect(pressed(/1 mois/)).toBe('true');
    expect(checked(/remorque/)).toBe(true);
    expect(await savedOnce(calls, 4)).toEqual({ date_effet: '2026-11-30', periode_Id: 2, remorque: true });
    expect(flowDrafts()).toEqual([]);
  });
});

const liability = offeredGuarantee(1, 'Responsabilité civile', { grnt_Obligatoire: true, grnt_Min: false });
const glass = offeredGuarantee(5, 'Bris de glace');
const pack = (pack_Id: number, pack_Name: string, primeTotal: number) => ({
  pack_Id,
  pack_Code: pack_Name.toUpperCase(),
  pack_Name,
  pack_Name_EN: pack_Name,
  pack_Name_AR: pack_Name,
  garanties: [liability],
  options: [glass],
  primeNet: primeTotal - 100,
  totalTaxe: 100,
  primeTotal,
});
/** Step 3 left the year blank: step 5 asks it. */
const OFFERS: TPacksAnswer = {
  packs: [pack(2, 'Confort', 950), pack(3, 'Premium', 1190)],
  cartes: [liability, glass],
  exclusions: [],
  annee_requise: true,
  taux_remorque: 10,
  tarif_version: '2026-1',
};

describe('what is chosen on step 5', () => {
  it('is still there after a reload: the pack, a guarantee added, the year and the trailer', async () => {
    const calls = serveStep5(OFFERS);
    await renderStep5();
    fireEvent.click(await screen.findByRole('button', { name: /Premium/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Bris de glace/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Année de 1re mise en circulation' }), {
      target: { value: '2019' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Remorque/ }));
    cleanup();

    await renderStep5();
    await screen.findByRole('button', { name: /Premium/ });
    expect(pressed(/Premium/)).toBe('true');
    expect(checked(/Bris de glace/)).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Année de 1re mise en circulation' }).value,
    ).toBe('2019');
    expect(checked(/Remorque/)).toBe(true);
    expect(await savedOnce(calls, 5, '/souscriptions/step6')).toEqual({
      type: 'pack',
      pack_Id: 3,
      selected_garanties: [{ grnt_Id: 5, selected_formule: 'F1' }],
      remorque: true,
      annee_circulation: 2019,
    });
    expect(flowDrafts()).toEqual([]);
  });
});

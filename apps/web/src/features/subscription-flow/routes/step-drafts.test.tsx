import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen, type TApiCall } from '../../../test/render-screen';
import { flowDrafts, flowSubscriptionAt, savedOnce } from './flow-test-kit';
import { Step1Page } from './step1-page';
import { Step3Page } from './step3-page';

const FRANCE = { pays_Id: 75, pays_Code: 'FR', pays_Name: 'FRANCE', pays_Name_EN: 'France' };
const TOURISM = { usage_Id: 1, usage_Name: 'TOURISME', usage_Name_EN: 'TOURISM', max_places: 7 };
const PETROL = {
  combustile_Id: 2,
  combustile_Code: 'ESS',
  combustile_Libelle: 'ESSENCE',
  combustile_Libelle_EN: 'PETROL',
  combustile_Libelle_AR: 'بنزين',
};
const RENAULT = { marque_Id: 5, marque_Name: 'RENAULT' };

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const pressed = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

/** The API of a subscription at `step`, which saves that step and answers it saved. */
function serverAt(step: number) {
  const subscription = flowSubscriptionAt(step, { today: '2026-11-29', user_info: { type: 'physique' } });
  return fakeApi(({ method, path }: TApiCall) => {
    if (method === 'POST' && path === `/users/souscriptions/s-1/step${step}`)
      return { body: { ...subscription, version: 2, current_step: step + 1 } };
    if (path === '/users/souscriptions/s-1') return { body: subscription };
    if (path === '/users/souscriptions/pays') return { body: { result: [FRANCE] } };
    if (path.startsWith('/users/souscriptions/usages')) return { body: { result: [TOURISM] } };
    if (path.startsWith('/users/souscriptions/carburants')) return { body: { result: [PETROL] } };
    if (path.startsWith('/users/souscriptions/marques')) return { body: { result: [RENAULT] } };
    // The customer's earlier subscriptions: none.
    return { body: { value: [], count: 0 } };
  });
}

describe('what is typed on step 1', () => {
  const open = () =>
    renderScreen('/souscriptions/step1', [{ path: '/souscriptions/step1', element: <Step1Page /> }]);

  it('is still there after a reload, and its draft is gone once the step is saved', async () => {
    const calls = serverAt(1);
    await open();
    fireEvent.change(await screen.findByLabelText(/^Pays de résidence/), { target: { value: 'France' } });
    fireEvent.change(screen.getByLabelText(/^Ville/), { target: { value: 'Marseille' } });
    fireEvent.change(screen.getByLabelText(/^Adresse/), { target: { value: '3 rue Victor Hugo' } });
    fireEvent.change(screen.getByLabelText(/^Numéro de pièce/), { target: { value: '19AB12345' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Maroc/ }));
    cleanup();

    await open();
    await screen.findByLabelText(/^Ville/);
    expect(value(/^Ville/)).toBe('Marseille');
    expect(value(/^Adresse/)).toBe('3 rue Victor Hugo');
    expect(value(/^Numéro de pièce/)).toBe('19AB12345');
    expect(value(/^Pays de résidence/)).toMatch(/^france$/i);
    expect((screen.getByRole('checkbox', { name: /Maroc/ }) as HTMLInputElement).checked).toBe(true);

    await savedOnce(calls, 1);
    expect(flowDrafts()).toEqual([]);
  });
});

describe('what is typed on step 3', () => {
  const open = () =>
    renderScreen('/souscriptions/step3', [{ path: '/souscriptions/step3', element: <Step3Page /> }]);

  it('is still there after a reload, the make chosen too, and its draft is gone once the step is saved', async () => {
    const calls = serverAt(3);
    await open();
    fireEvent.change(await screen.findByLabelText(/^Numéro d'immatriculation/), {
      target: { value: 'gh-417-px' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /tourisme/i }));
    fireEvent.change(screen.getByLabelText(/^Nombre de places/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/^Marque/), { target: { value: 'REN' } });
    fireEvent.click(await screen.findByRole('option', { name: 'RENAULT' }));
    fireEvent.change(screen.getByLabelText(/^Modèle/), { target: { value: 'CLIO' } });
    fireEvent.click(await screen.findByRole('button', { name: /essence/i }));
    fireEvent.change(screen.getByLabelText(/^Puissance fiscale/), { target: { value: '6' } });
    cleanup();

    await open();
    // The usages and fuels read again, as a reload does.
    await screen.findByRole('button', { name: /tourisme/i });
    await screen.findByRole('button', { name: /essence/i });
    expect(value(/^Numéro d'immatriculation/)).toBe('GH-417-PX');
    expect(pressed(/tourisme/i)).toBe('true');
    expect(value(/^Nombre de places/)).toBe('4');
    expect(value(/^Marque/)).toBe('RENAULT');
    expect(value(/^Modèle/)).toBe('CLIO');
    expect(pressed(/essence/i)).toBe('true');
    expect(value(/^Puissance fiscale/)).toBe('6');

    await savedOnce(calls, 3);
    expect(flowDrafts()).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowSubscriptionAt } from './flow-test-kit';
import { Step4Page } from './step4-page';

/** The durations offered today: the contract's (10 days, id 3) was switched off since it was sold. */
const OFFERED = [
  { periode_Id: 1, periode_Name: '1 mois', periode_Nbr: 1, periode_ParJour: false },
  { periode_Id: 4, periode_Name: '3 mois', periode_Nbr: 3, periode_ParJour: false },
];

/** An extension back from its quote, where it waited for a period: the contract's is still its own. */
async function openStep4(periodeId: number) {
  const subscription = flowSubscriptionAt(6, {
    today: '2026-11-25',
    extended_from: 's-0',
    user_info: { effetImmediat: true },
    vehicule_info: { usage_Id: 1 },
    old_periode_info: { periode_Id: periodeId, date_effet: '2026-11-18', date_fin: '2026-11-27' },
    periode_info: null,
    pack_info: { type: 'pack', pack_Id: 1, remorque: false, selected_garanties: [] },
  });
  fakeApi(({ path }) => {
    if (path === '/users/souscriptions/s-1') return { body: subscription };
    if (path === '/users/souscriptions/periodes') return { body: { result: OFFERED } };
    if (path.startsWith('/offre/tarifs'))
      return { body: { date: '2026-11-25', tarif_version: 'v', result: [] } };
    return { body: { result: [] } };
  });
  await renderScreen('/souscriptions/step4', [
    {
      path: '/souscriptions/step4',
      element: (
        <DatePickersProvider>
          <Step4Page />
        </DatePickersProvider>
      ),
    },
  ]);
  return within((await screen.findByText('Durée')).closest('fieldset')!);
}

const next = () => screen.getByRole('button', { name: 'Suivant' }) as HTMLButtonElement;

describe('step 4: a saved duration switched off since', () => {
  it('is not preselected: nothing is chosen, the field asks for a choice, the effect date stays', async () => {
    const duration = await openStep4(3);
    await duration.findByRole('button', { name: '3 mois' });
    expect(
      duration.getAllByRole('button').every((chip) => chip.getAttribute('aria-pressed') === 'false'),
    ).toBe(true);
    // Asked in words under the field, and Next waits for a choice.
    expect(
      await duration.findByText("Cette durée n'est plus proposée : choisissez-en une autre."),
    ).toBeTruthy();
    expect(next().disabled).toBe(true);
    // The day after the contract's end stays the effect date.
    expect((screen.getByRole('radio', { name: 'Plus tard' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByDisplayValue('28/11/2026')).toBeTruthy();
    duration.getByRole('button', { name: '3 mois' }).click();
    await waitFor(() => expect(next().disabled).toBe(false));
  });

  it('an offered one stays preselected', async () => {
    const duration = await openStep4(4);
    await waitFor(() =>
      expect(duration.getByRole('button', { name: '3 mois' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(duration.queryByText(/./, { selector: '.MuiFormHelperText-root' })).toBeNull();
  });
});

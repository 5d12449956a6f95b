import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowSubscriptionAt } from './flow-test-kit';
import { Step4Page } from './step4-page';

/** Two tariffs: the trailer costs 10 % of the liability until the end of 2026, 15 % from 2027. */
const rateOn = (date: string | null) => (date !== null && date >= '2027-01-01' ? 15 : 10);

function serveStep4() {
  const subscription = flowSubscriptionAt(4, {
    today: '2026-12-30',
    user_info: { effetImmediat: true },
    vehicule_info: { usage_Id: 1 },
    periode_info: { date_effet: '2027-01-02', periode_Id: 1 },
  });
  return fakeApi(({ path }) => {
    if (path === '/users/souscriptions/s-1') return { body: subscription };
    if (path === '/users/souscriptions/periodes') return { body: { result: [] } };
    if (path.startsWith('/offre/tarifs')) {
      const date = new URLSearchParams(path.split('?')[1]).get('date_effet');
      return {
        body: {
          date: date ?? '2026-12-30',
          tarif_version: 'v',
          result: [{ usage_Id: 1, taux_remorque: rateOn(date) }],
        },
      };
    }
    return undefined;
  });
}

const trailerLabel = (rate: number) =>
  `Je tracte une remorque ou une caravane (+ ${rate} % de la responsabilité civile)`;

describe('step 4: the trailer rate', () => {
  it('is the one of the tariff in force on the effect date chosen, not today', async () => {
    const calls = serveStep4();
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
    expect((await screen.findByLabelText(trailerLabel(15))).getAttribute('type')).toBe('checkbox');
    expect(calls.map((call) => call.path)).toContain('/offre/tarifs?date_effet=2027-01-02');

    fireEvent.click(screen.getByRole('radio', { name: 'Demain' }));
    expect((await screen.findByLabelText(trailerLabel(10))).getAttribute('type')).toBe('checkbox');
    expect(calls.map((call) => call.path)).toContain('/offre/tarifs?date_effet=2026-12-31');
  });
});

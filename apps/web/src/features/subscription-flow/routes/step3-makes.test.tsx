import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { flowSubscriptionAt } from './flow-test-kit';
import { Step3Page } from './step3-page';

const USAGES = [
  {
    usage_Id: 1,
    usage_Name: 'TOURISME',
    usage_Name_EN: 'TOURISM',
    usage_Name_AR: 'سيارة سياحية',
    max_places: 7,
  },
  {
    usage_Id: 7,
    usage_Name: 'DEUX ROUES PLUS DE 50 CM3',
    usage_Name_EN: 'TWO-WHEELER OVER 50 CM3',
    usage_Name_AR: 'دراجة نارية أكثر من 50 سم3',
    max_places: 2,
  },
];
let makesAsked: string[];

beforeEach(() => {
  makesAsked = [];
  const atStep3 = flowSubscriptionAt(3, { today: '2026-11-29', user_info: { type: 'physique' } });
  fakeApi(({ path }) => {
    if (path === '/users/souscriptions/s-1') return { body: atStep3 };
    if (path.startsWith('/users/souscriptions/usages')) return { body: { result: USAGES } };
    if (path.startsWith('/users/souscriptions/carburants')) return { body: { result: [] } };
    if (path.startsWith('/users/souscriptions/marques')) {
      makesAsked.push(path);
      return { body: { result: [] } };
    }
    return undefined;
  });
});

describe('the makes on step 3', () => {
  it('are asked with the usage chosen, so that its kind of makes comes first (decision 058)', async () => {
    await renderScreen('/souscriptions/step3', [{ path: '/souscriptions/step3', element: <Step3Page /> }]);
    fireEvent.click(await screen.findByText(/^deux roues plus de 50/i));
    await waitFor(() => expect(makesAsked.some((path) => path.endsWith('&$usage=7'))).toBe(true));
    expect(makesAsked[0]).not.toContain('$usage');
  });
});

import type { TBureauAnswer } from '@bi/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../lib/i18n/i18n';
import { OfficeLines } from './office-lines';

const office: TBureauAnswer = {
  intermediaire_Id: 9,
  intermediaire_RS: 'POSTE FRONTIERE TANGER MED',
  intermediaire_RS_AR: 'المركز الحدودي طنجة المتوسط',
  intermediaire_Code: 'BF-TNM-09',
  intermediaire_Adresse: 'Quai 9, port de Tanger Med',
  intermediaire_Adresse_AR: 'الرصيف 9، ميناء طنجة المتوسط',
  ville_Id: 1,
  ville_Name: 'Tanger Med',
  ville_Name_AR: 'طنجة المتوسط',
  effetImmediat: true,
  bureaudirect: false,
  posteFrontalier: true,
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('an office at step 2', () => {
  it('shows its address in Arabic on an Arabic screen, in French otherwise', async () => {
    await i18nReady;
    await i18n.changeLanguage('ar');
    const { unmount } = render(<OfficeLines office={office} />);
    expect(screen.getByText('الرصيف 9، ميناء طنجة المتوسط')).toBeTruthy();
    unmount();
    await i18n.changeLanguage('fr');
    render(<OfficeLines office={office} />);
    expect(screen.getByText('Quai 9, port de Tanger Med')).toBeTruthy();
  });

  it('shows the French address in Arabic where the office gave none, in its own direction', async () => {
    await i18nReady;
    await i18n.changeLanguage('ar');
    render(<OfficeLines office={{ ...office, intermediaire_Adresse_AR: null }} />);
    expect(screen.getByText('Quai 9, port de Tanger Med').getAttribute('dir')).toBe('auto');
  });
});

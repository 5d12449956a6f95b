import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { emptyPhone, PhoneInput, phonePayload } from './phone-input';

const phoneLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });

// The screens' tests run on a French phone (test/french-phone.ts): put it back.
afterEach(() => phoneLanguages(['fr-FR', 'fr']));

/** The field on a page that keeps its value, with the wire form it would send. */
function NewPhone() {
  const [value, setValue] = useState(() => emptyPhone());
  return (
    <>
      <PhoneInput label="Téléphone" value={value} onChange={setValue} />
      <output data-testid="wire">{JSON.stringify(phonePayload(value))}</output>
    </>
  );
}

async function openField(languages: string[]) {
  phoneLanguages(languages);
  await renderScreen('/', [{ path: '/', element: <NewPhone /> }]);
  const number = screen.getByRole('textbox', { name: /^Téléphone/ });
  const fill = (typed: string) => fireEvent.change(number, { target: { value: typed } });
  return { number: number as HTMLInputElement, fill };
}

const countryShown = () => (screen.getByRole('combobox', { name: 'Indicatif' }) as HTMLInputElement).value;
const wire = () => JSON.parse(screen.getByTestId('wire').textContent ?? '{}') as unknown;
const question = () => screen.queryByRole('group', { name: 'Numéro de quel pays ?' });

describe('the phone field', () => {
  it("presumes the phone's region, from the first language that names one", async () => {
    await openField(['es', 'es-ES', 'fr-FR']);
    expect(countryShown()).toBe('+34');
  });

  it('presumes Morocco when no language names a region', async () => {
    await openField(['fr']);
    expect(countryShown()).toBe('+212');
  });

  it('takes a whole international number as the phone fills it, carrying the whole number', async () => {
    const { number, fill } = await openField(['ar-MA']);
    expect(number.getAttribute('autocomplete')).toBe('tel');
    fill('+33 6 12 34 56 78');
    expect(countryShown()).toBe('+33');
    expect(number.value).toBe('06 12 34 56 78');
    expect(question()).toBeNull();
    expect(wire()).toEqual({ phone: '06 12 34 56 78', country_code: '33' });
  });

  it('asks the country of a national number that reads in several, and sends nothing until answered', async () => {
    const { fill } = await openField(['ar-MA']);
    fill('06 12 34 56 78');
    const asked = question();
    expect(asked).not.toBeNull();
    const chips = screen.getAllByRole('button', { pressed: false }).map((chip) => chip.textContent);
    expect(chips).toEqual(['France +33', 'Pays-Bas +31', 'Maroc +212']);
    expect(screen.getByText('Indiquez le pays de ce numéro pour continuer.')).toBeTruthy();
    expect(wire()).toEqual({ phone: '06 12 34 56 78', country_code: '' });

    fireEvent.click(screen.getByRole('button', { name: 'France +33' }));
    expect(countryShown()).toBe('+33');
    expect(screen.getByRole('button', { name: 'France +33' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Indiquez le pays de ce numéro pour continuer.')).toBeNull();
    expect(wire()).toEqual({ phone: '06 12 34 56 78', country_code: '33' });
  });

  it('asks nothing of a number that reads in the presumed country only', async () => {
    const { fill } = await openField(['ar-MA']);
    fill('07 00 12 34 56');
    expect(question()).toBeNull();
    expect(wire()).toEqual({ phone: '07 00 12 34 56', country_code: '212' });
  });

  it('writes the question and the countries in Arabic, the codes left to right', async () => {
    const { fill } = await openField(['fr-FR']);
    const { default: i18n } = await import('i18next');
    await i18n.changeLanguage('ar');
    try {
      fill('0470 12 34 56');
      const chip = await screen.findByRole('button', { name: /بلجيكا/ });
      expect(chip.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
      expect(screen.getByRole('group', { name: 'هذا الرقم من أي بلد؟' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../test/render-screen';
import { Header } from './header';

const open = (path: string) => renderScreen(path, [{ path: '*', element: <Header /> }]);

describe('the header', () => {
  it('leads home with its logo: the landing, or a customer’s list of contracts', async () => {
    fakeApi(() => undefined);
    await open('/cgv');
    expect(screen.getByRole('link', { name: 'Accueil Assurance Frontière' }).getAttribute('href')).toBe('/');
  });

  it('shows no back arrow on the home page opened first, where it would lead nowhere', async () => {
    fakeApi(() => undefined);
    await open('/');
    expect(screen.getByRole('link', { name: 'Accueil Assurance Frontière' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });

  it('shows the back arrow elsewhere, where it leads home at least', async () => {
    fakeApi(() => undefined);
    await open('/cgv');
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { session } from '../lib/session';
import { HomeSwitch } from './home-switch';
import { NavigationProgress } from './layout/shell';
import { MuiIsland } from './mui-island';
import { fakeApi, renderScreen } from '../test/render-screen';
import { PageLoading } from '../components/loading-bar';

describe('while code is on its way', () => {
  it('shows a moving line from the tap until the next screen is there', async () => {
    fakeApi(() => undefined);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await renderScreen('/', [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Link to="/next">Continuer</Link>
          </>
        ),
      },
      {
        path: '/next',
        lazy: async () => {
          await arrived;
          return { Component: () => <p>Signature</p> };
        },
      },
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Continuer' }));
    expect(await screen.findByRole('progressbar', { name: 'Chargement…' })).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('Signature')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says a page drawn with MUI is loading until MUI and the page have come', async () => {
    fakeApi(() => undefined);
    await renderScreen('/', [
      {
        path: '/',
        element: (
          <MuiIsland fallback={<PageLoading />}>
            <p>Mes contrats</p>
          </MuiIsland>
        ),
      },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeTruthy();
    expect(await screen.findByText('Mes contrats')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says the home page is loading while a signed-in person’s account is on its way', async () => {
    fakeApi(() => new Promise(() => {}));
    session.store('token-1');
    await renderScreen('/', [{ path: '/', element: <HomeSwitch /> }]);
    expect(screen.getByRole('progressbar', { name: 'Chargement…' })).toBeTruthy();
    expect(screen.getByText('Chargement…')).toBeTruthy();
  });
});

afterEach(() => session.clear());

import { translate } from '@bi/domain';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { Notifier } from '../../../app/layout/notifier';
import { SessionGuard } from '../../../app/layout/session-guard';
import i18n from '../../../lib/i18n/i18n';
import { session } from '../../../lib/session';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { BackofficeLayout } from './backoffice-layout';

beforeAll(() => i18n.loadNamespaces(['backoffice']));

/** What the server answers a staff member an administrator switched off (staff.test.ts proves it). */
const SWITCHED_OFF = translate('fr', 'auth.accountSwitchedOff');

describe('a staff member switched off while signed in', () => {
  it('is told so, in the server’s words, on the sign-in page: not that the session expired', async () => {
    session.store('token-1');
    fakeApi(({ path }) => {
      if (path === '/users/me') return { body: { id: 'u-1', email: 'salma@assurance-frontiere.ma' } };
      if (path === '/backoffice/me') return { status: 401, body: { message: SWITCHED_OFF } };
      return undefined;
    });
    // The shell's parts that matter here: its notices and its guard of the session, around the back office.
    const { router } = await renderScreen('/backoffice', [
      {
        element: (
          <>
            <Notifier />
            <Outlet />
            <SessionGuard />
          </>
        ),
        children: [
          {
            path: '/backoffice',
            element: <BackofficeLayout />,
            children: [{ index: true, element: <p>Queue</p> }],
          },
          { path: '/auth', element: <p>Sign-in</p> },
        ],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText(SWITCHED_OFF)).toBeTruthy();
    expect(screen.queryByText(i18n.t('errors:http.unauthorized'))).toBeNull();
    expect(session.token()).toBeNull();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backofficeReturn } from '../../../lib/backoffice-return';
import { fakeApi, renderScreen } from '../../../test/render-screen';
import { SignInPage } from './sign-in-page';

const staff = { _id: 'u-1', email: 'salma@assurance-frontiere.ma', first_name: 'Salma', role: 'clerk' };

async function signInAsStaff() {
  fakeApi(({ method, path }) =>
    method === 'POST' && path === '/auth/users/signin'
      ? { body: { token: 'staff-token', user: staff } }
      : undefined,
  );
  const { router } = await renderScreen('/auth/signin', [
    { path: '/auth/signin', element: <SignInPage /> },
    { path: '/backoffice/*', element: <p>Back office</p> },
  ]);
  fireEvent.change(await screen.findByLabelText(/E-mail/i), { target: { value: staff.email } });
  fireEvent.change(screen.getByLabelText(/Mot de passe/i, { selector: 'input' }), {
    target: { value: 'Secret1' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  await screen.findByText('Back office');
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe("a staff member's sign-in", () => {
  it("leads to the back-office page an office mail's link named", async () => {
    backofficeReturn.store('/backoffice/souscriptions/s-1');
    expect(await signInAsStaff()).toBe('/backoffice/souscriptions/s-1');
  });

  it('leads to the queue otherwise, and never outside the back office', async () => {
    backofficeReturn.store('https://elsewhere.example/');
    expect(await signInAsStaff()).toBe('/backoffice');
  });
});

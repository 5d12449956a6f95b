import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { fakeApi } from '../../../test/render-screen';
import { OFFICES, renderStaffScreen } from '../components/admin-test-kit';
import { StaffPage } from './staff-page';

beforeEach(() => session.store('token-1'));

describe("the invitation's offices", () => {
  it('lists the closed offices after the open ones, under their own heading, each marked closed', async () => {
    const closed = {
      ...OFFICES[1]!,
      intermediaire_Id: 77,
      intermediaire_RS: 'Bureau Fès Nord',
      actif: false,
    };
    fakeApi((call) => {
      if (call.path === '/backoffice/staff') return { body: { value: [] } };
      if (call.path === '/backoffice/offices') return { body: { value: [closed, ...OFFICES] } };
      return undefined;
    });
    await renderStaffScreen(<StaffPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter' }));
    const offices = within(await screen.findByRole('dialog')).getByLabelText(/Bureaux/);
    offices.focus();
    fireEvent.change(offices, { target: { value: 'fès' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Bureau Fès Centre (\u2068Fès\u2069)',
        'Bureau Fès Nord (\u2068Fès\u2069)Fermé',
      ]),
    );
    const listbox = screen.getByRole('listbox');
    expect(listbox.textContent).toContain('Bureaux ouverts');
    expect(listbox.textContent).toContain('Bureaux fermés : leurs contrats restent à traiter');
  });
});

import type { TOfficeName, TRefundItem, TStaffMe, TStaffMember, TTerminationItem } from '@bi/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { expect } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { renderScreen } from '../../../test/render-screen';
import type { TOfficeWithMailboxes } from '../api/office-list';

/** For the tests of the staff screens: the signed-in member, and the server's items as it answers them. */

const office = (
  id: number,
  name: string,
  city: string,
  nameAr = name,
  cityAr = city,
): TOfficeWithMailboxes => ({
  intermediaire_Id: id,
  intermediaire_RS: name,
  intermediaire_RS_AR: nameAr,
  intermediaire_Code: `C${id}`,
  ville_Name: city,
  ville_Name_AR: cityAr,
  intermediaire_Adresse: `${id} avenue Mohammed V`,
  intermediaire_Adresse_AR: null,
  ville_Id: id * 10,
  type_Bureau: id === 12 ? 'border_post' : 'agent',
  posteFrontalier: id === 12,
  effetImmediat: id === 12,
  actif: true,
  emails: [],
});

export const OFFICES: TOfficeWithMailboxes[] = [
  { ...office(12, 'Agence Tanger Med', 'Tanger'), emails: ['tanger@assureur.ma'] },
  office(31, 'Bureau Fès Centre', 'Fès'),
  office(47, 'Poste Bab Sebta', 'Fnideq', 'المركز الحدودي باب سبتة', 'الفنيدق'),
];

export const ADMIN_ME: TStaffMe = {
  id: 'u-admin',
  email: 'admin@assureur.ma',
  first_name: 'Salma',
  last_name: 'Idrissi',
  role: 'admin',
  language: 'fr',
  offices: OFFICES,
};

export const CLERK_ME: TStaffMe = { ...ADMIN_ME, id: 'u-clerk', role: 'clerk', offices: [OFFICES[0]!] };

/** An office as the lists name it: one of `OFFICES`. */
export const namedOffice = ({ intermediaire_Id, intermediaire_RS, intermediaire_RS_AR }: TOfficeName) => ({
  intermediaire_Id,
  intermediaire_RS,
  intermediaire_RS_AR,
});

export const terminationItem = (overrides: Partial<TTerminationItem> = {}): TTerminationItem => ({
  _id: 't-1',
  subscription_id: 's-1',
  code_str: 'BRD-2031-000123',
  office: namedOffice(OFFICES[0]!),
  insured_name: 'Nadia Berrada',
  plate: 'GH-456-JK',
  end_date: '2031-08-09',
  terminated_on: null,
  requested_at: '2031-07-15T09:30:00+01:00',
  reason: 'Vente du véhicule',
  status: 'open',
  decided_at: null,
  decision_reason: null,
  refund_if_applied: 497.91,
  ...overrides,
});

export const refundItem = (overrides: Partial<TRefundItem> = {}): TRefundItem => ({
  _id: 'r-1',
  subscription_id: 's-1',
  code_str: 'BRD-2031-000123',
  office: namedOffice(OFFICES[0]!),
  insured_name: 'Nadia Berrada',
  reason: 'cancellation',
  montant: 1234.56,
  requested_at: '2031-07-01T10:00:00+01:00',
  due_by: '2031-07-29',
  overdue: false,
  status: 'pending',
  reference: null,
  refunded_at: null,
  ...overrides,
});

export const staffMember = (overrides: Partial<TStaffMember> = {}): TStaffMember => ({
  id: 'u-2',
  email: 'karim@assureur.ma',
  first_name: 'Karim',
  last_name: 'Alaoui',
  role: 'clerk',
  office_ids: [12, 31],
  active: true,
  invited_at: '2031-07-01T10:00:00+01:00',
  password_set: true,
  ...overrides,
});

/** A staff screen under the back office's frame, which hands it the signed-in member; `search` is its address's query. */
export async function renderStaffScreen(screen: ReactElement, me: TStaffMe = ADMIN_ME, search = '') {
  await i18n.loadNamespaces(['admin', 'backoffice', 'common']);
  return renderScreen(`/backoffice/screen${search}`, [
    {
      path: '/backoffice',
      element: <Outlet context={me} />,
      children: [{ path: 'screen', element: screen }],
    },
  ]);
}

/** Opens the dialog of `button` on `page`, then the phone's Back: the dialog is gone, the `card` still listed. */
export async function expectBackClosesDialog(page: ReactElement, button: string, card: string) {
  const { router } = await renderStaffScreen(page);
  fireEvent.click(await screen.findByRole('button', { name: button }));
  await screen.findByRole('dialog');
  await act(() => router.navigate(-1));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(router.state.location.pathname).toBe('/backoffice/screen');
  expect(screen.getByTestId(card)).toBeTruthy();
}

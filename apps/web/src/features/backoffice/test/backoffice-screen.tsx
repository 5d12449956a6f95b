import type { TStaffMe } from '@bi/domain';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import i18n from '../../../lib/i18n/i18n';
import { renderScreen } from '../../../test/render-screen';

export const CLERK: TStaffMe = {
  id: 'u-1',
  email: 'salma@assurance-frontiere.ma',
  first_name: 'Salma',
  last_name: 'Guichet',
  role: 'clerk',
  language: 'fr',
  offices: [
    {
      intermediaire_Id: 3,
      intermediaire_RS: 'Poste frontière Tanger Med',
      intermediaire_RS_AR: 'المركز الحدودي طنجة المتوسط',
      intermediaire_Code: 'PF-TM',
      ville_Name: 'Tanger Med',
      ville_Name_AR: 'طنجة المتوسط',
      posteFrontalier: true,
      effetImmediat: true,
    },
    {
      intermediaire_Id: 4,
      intermediaire_RS: 'Poste frontière Bab Sebta',
      intermediaire_RS_AR: 'المركز الحدودي باب سبتة',
      intermediaire_Code: 'PF-BS',
      ville_Name: 'Fnideq',
      ville_Name_AR: 'الفنيدق',
      posteFrontalier: true,
      effetImmediat: true,
    },
  ],
};

/** A back-office screen under a layout that hands it the staff member, as the real layout does. */
export async function renderBackoffice(path: string, route: string, screen: ReactNode, staff = CLERK) {
  await i18n.loadNamespaces(['backoffice']);
  return renderScreen(path, [
    { element: <Outlet context={staff} />, children: [{ path: route, element: screen }] },
  ]);
}

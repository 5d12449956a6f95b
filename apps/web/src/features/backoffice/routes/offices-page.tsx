import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffices, type TOfficeWithMailboxes } from '../api/office-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { OfficeCard } from '../components/office-card';

/** Case and accents aside: "tanger" finds "TANGER MED", "fes" finds "Fès". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const matches = (office: TOfficeWithMailboxes, search: string) =>
  folded(
    `${office.intermediaire_RS} ${office.intermediaire_RS_AR} ${office.ville_Name} ${office.intermediaire_Code}`,
  ).includes(search);

/** The management offices and their mailboxes (an administrator's screen), found by name (French or Arabic) or city. */
export function OfficesPage() {
  const { t } = useTranslation('admin');
  const offices = useOffices();
  const [search, setSearch] = useState('');
  const wanted = folded(useDeferredValue(search).trim());
  const shown = offices.data?.value.filter((office) => matches(office, wanted));
  return (
    <>
      <AdminPageTitle title={t('offices.title')} intro={t('offices.intro')} />
      <TextField
        type="search"
        label={t('offices.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: { sm: 480 } }}
      />
      <AdminList
        query={offices}
        items={shown}
        label={t('offices.title')}
        empty={t(wanted ? 'offices.noMatch' : 'offices.empty')}
        keyOf={(office) => office.intermediaire_Id}
        render={(office) => <OfficeCard office={office} />}
      />
    </>
  );
}

import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { useOffices, type TOfficeWithMailboxes } from '../api/office-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { OfficeCard } from '../components/office-card';
import { OfficeFormDialog } from '../components/office-form-dialog';

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

/**
 * The management offices (an administrator's screen), found by name (French or Arabic) or city: opened,
 * edited, closed and reopened here, with their mailboxes.
 */
export function OfficesPage() {
  const { t } = useTranslation('admin');
  const offices = useOffices();
  const [search, setSearch] = useState('');
  const wanted = folded(useDeferredValue(search).trim());
  const shown = offices.data?.value.filter((office) => matches(office, wanted));
  const [dialog, setDialog] = useDialogInHistory<'create'>('offices-page');
  return (
    <>
      <AdminPageTitle
        title={t('offices.title')}
        intro={t('offices.intro')}
        action={
          offices.data && (
            <Button variant="contained" size="large" onClick={() => setDialog('create')}>
              {t('offices.form.new')}
            </Button>
          )
        }
      />
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
      {dialog === 'create' && <OfficeFormDialog onClose={() => setDialog(null)} />}
    </>
  );
}

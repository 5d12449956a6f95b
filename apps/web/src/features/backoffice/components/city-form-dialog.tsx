import type { TCityItem } from '@bi/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useSaveCity } from '../api/city-save';
import { referenceName } from '../lib/reference-names';
import { AdminDialog } from './admin-dialog';
import { OfficeTextField } from './office-form-fields';

const draftOf = (city?: TCityItem) => ({
  code: city?.ville_Code ?? '',
  name: city?.ville_Name ?? '',
  nameAr: city?.ville_Name_AR ?? '',
  entry: city?.ville_Entree ?? false,
  label: city?.ville_Entree_Label ?? '',
  labelAr: city?.ville_Entree_Label_AR ?? '',
});

/** The dialog's texts: the body's field (where the server's word goes), the draft's, the label. */
const TEXTS = [
  { field: 'ville_Code', key: 'code', label: 'cities.code', arabic: false },
  { field: 'ville_Name', key: 'name', label: 'cities.name', arabic: false },
  { field: 'ville_Name_AR', key: 'nameAr', label: 'cities.nameAr', arabic: true },
  { field: 'ville_Entree_Label', key: 'label', label: 'cities.entryLabel', arabic: false },
  { field: 'ville_Entree_Label_AR', key: 'labelAr', label: 'cities.entryLabelAr', arabic: true },
] as const;

/**
 * A new city (`city` absent, its code set once) or an existing one's names in French and Arabic and
 * whether it is an entry point, with its labels. The server checks every field; its words show under each.
 */
export function CityFormDialog({ city, onClose }: { city?: TCityItem; onClose: () => void }) {
  const { t } = useTranslation('reference');
  const save = useSaveCity();
  const [draft, setDraft] = useState(() => draftOf(city));
  const change = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => fieldError(save.error, field);
  const submit = () => {
    const fields = {
      ville_Name: draft.name,
      ville_Name_AR: draft.nameAr,
      ville_Entree: draft.entry,
      ville_Entree_Label: draft.entry ? draft.label : null,
      ville_Entree_Label_AR: draft.entry ? draft.labelAr : null,
    };
    const call = city
      ? { id: city.ville_Id, body: fields }
      : { id: null, body: { ...fields, ville_Code: draft.code } };
    save.mutate(call, {
      onSuccess: (saved) => {
        notify(
          'success',
          t(city ? 'cities.saved' : 'cities.created', { name: referenceName(saved, currentLanguage()) }),
        );
        onClose();
      },
    });
  };
  const text = ({ field, key, label, arabic }: (typeof TEXTS)[number]) => (
    <OfficeTextField
      key={field}
      label={t(label)}
      value={draft[key]}
      onChange={(value) => change({ [key]: value })}
      error={errorOf(field)}
      arabic={arabic}
      maxLength={80}
    />
  );
  const [code, name, nameAr, label, labelAr] = TEXTS;
  return (
    <AdminDialog
      title={
        city
          ? t('cities.editTitle', { name: referenceName(city, currentLanguage()) })
          : t('cities.createTitle')
      }
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
      confirm={{ label: t(city ? 'cities.save' : 'cities.create') }}
    >
      {!city && text(code)}
      {text(name)}
      {text(nameAr)}
      <FormControlLabel
        control={
          <Checkbox checked={draft.entry} onChange={(event) => change({ entry: event.target.checked })} />
        }
        label={t('cities.entry')}
      />
      {draft.entry && text(label)}
      {draft.entry && text(labelAr)}
    </AdminDialog>
  );
}

import { MAKE_KINDS, type TMakeItem, type TMakeKind } from '@bi/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useSaveMake } from '../api/make-save';
import { AdminDialog } from './admin-dialog';
import { OfficeTextField } from './office-form-fields';

/** A new make (`make` absent) or an existing one's name and the kinds of vehicle it builds. */
export function MakeFormDialog({ make, onClose }: { make?: TMakeItem; onClose: () => void }) {
  const { t } = useTranslation('reference');
  const save = useSaveMake();
  const [name, setName] = useState(make?.marque_Name ?? '');
  const [kinds, setKinds] = useState<TMakeKind[]>(make?.types ?? ['car']);
  const kindsError = fieldError(save.error, 'types');
  const toggle = (kind: TMakeKind, checked: boolean) =>
    setKinds((current) => (checked ? [...current, kind] : current.filter((one) => one !== kind)));
  const submit = () =>
    save.mutate(
      { id: make?.marque_Id ?? null, body: { marque_Name: name, types: kinds } },
      {
        onSuccess: (saved) => {
          notify('success', t(make ? 'makes.saved' : 'makes.created', { name: saved.marque_Name }));
          onClose();
        },
      },
    );
  return (
    <AdminDialog
      title={make ? t('makes.editTitle', { name: make.marque_Name }) : t('makes.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
      confirm={{ label: t(make ? 'makes.save' : 'makes.create') }}
    >
      <OfficeTextField
        label={t('makes.name')}
        value={name}
        onChange={setName}
        error={fieldError(save.error, 'marque_Name')}
        maxLength={60}
      />
      <FormControl error={Boolean(kindsError)} component="fieldset">
        <FormLabel component="legend">{t('makes.kinds')}</FormLabel>
        <FormGroup row>
          {MAKE_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              control={
                <Checkbox
                  checked={kinds.includes(kind)}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
              }
              label={t(`makes.kind.${kind}`)}
            />
          ))}
        </FormGroup>
        {kindsError && <FormHelperText>{kindsError}</FormHelperText>}
      </FormControl>
    </AdminDialog>
  );
}

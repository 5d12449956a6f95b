import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { useSaveOffice } from '../api/office-save';
import { officeName } from '../lib/office-name';
import { AdminDialog } from './admin-dialog';
import { OfficePlaceFields, OfficeTextField, type TOfficeDraft } from './office-form-fields';

const EMPTY: TOfficeDraft = {
  code: '',
  name: '',
  nameAr: '',
  address: '',
  addressAr: '',
  cityId: '',
  kind: 'border_post',
  immediateEffect: false,
};

const draftOf = (office: TOfficeWithMailboxes): TOfficeDraft => ({
  code: office.intermediaire_Code,
  name: office.intermediaire_RS,
  // The server answers the French name where no Arabic one is known: the field stays empty then.
  nameAr: office.intermediaire_RS_AR === office.intermediaire_RS ? '' : office.intermediaire_RS_AR,
  address: office.intermediaire_Adresse,
  addressAr: office.intermediaire_Adresse_AR ?? '',
  cityId: office.ville_Id,
  kind: office.type_Bureau,
  immediateEffect: office.effetImmediat,
});

/**
 * A new office (`office` absent) or an existing one's names, addresses, city, kind and immediate effect;
 * its code is set once. The server checks every field and its words show under each one.
 */
export function OfficeFormDialog({
  office,
  onClose,
}: {
  office?: TOfficeWithMailboxes;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveOffice();
  const [draft, setDraft] = useState(() => (office ? draftOf(office) : EMPTY));
  const change = (patch: Partial<TOfficeDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => fieldError(save.error, field);
  const submit = () => {
    const fields = {
      intermediaire_RS: draft.name,
      intermediaire_RS_AR: draft.nameAr.trim() || null,
      intermediaire_Adresse: draft.address,
      intermediaire_Adresse_AR: draft.addressAr,
      ville_Id: draft.cityId === '' ? 0 : draft.cityId,
      type_Bureau: draft.kind,
      effetImmediat: draft.immediateEffect,
    };
    const call = office
      ? {
          id: office.intermediaire_Id,
          body: { ...fields, intermediaire_Adresse_AR: draft.addressAr.trim() || null },
        }
      : { id: null, body: { ...fields, intermediaire_Code: draft.code } };
    save.mutate(call, {
      onSuccess: (saved) => {
        notify(
          'success',
          t(office ? 'offices.form.saved' : 'offices.form.created', { office: officeName(saved) }),
        );
        onClose();
      },
    });
  };
  return (
    <AdminDialog
      title={
        office ? t('offices.form.editTitle', { office: officeName(office) }) : t('offices.form.createTitle')
      }
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      error={save.error}
      confirm={{ label: t(office ? 'offices.form.save' : 'offices.form.create') }}
    >
      {office ? (
        <Typography>{t('offices.form.editText')}</Typography>
      ) : (
        <OfficeTextField
          label={t('offices.form.code')}
          value={draft.code}
          onChange={(code) => change({ code })}
          error={errorOf('intermediaire_Code')}
          maxLength={30}
        />
      )}
      <OfficeTextField
        label={t('offices.form.name')}
        value={draft.name}
        onChange={(name) => change({ name })}
        error={errorOf('intermediaire_RS')}
        maxLength={120}
      />
      <OfficeTextField
        label={t('offices.form.nameAr')}
        value={draft.nameAr}
        onChange={(nameAr) => change({ nameAr })}
        error={errorOf('intermediaire_RS_AR')}
        arabic
        maxLength={120}
      />
      <OfficeTextField
        label={t('offices.form.address')}
        value={draft.address}
        onChange={(address) => change({ address })}
        error={errorOf('intermediaire_Adresse')}
        maxLength={200}
      />
      <OfficeTextField
        label={t('offices.form.addressAr')}
        value={draft.addressAr}
        onChange={(addressAr) => change({ addressAr })}
        error={errorOf('intermediaire_Adresse_AR')}
        arabic
        maxLength={200}
      />
      <OfficePlaceFields draft={draft} change={change} errorOf={errorOf} />
    </AdminDialog>
  );
}

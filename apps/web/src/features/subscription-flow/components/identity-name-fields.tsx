import type { STEPS } from '@bi/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { flowState } from '../../../lib/flow-state';
import { keepIdentityPhoto, keepPhoto } from '../lib/kept-photos';
import type { TFilledReport } from '../lib/photo-outcome';
import type { TIdentityReading } from '../lib/read-mrz';
import type { useFieldFeedback } from '../lib/use-step-form';
import { DocumentPhotoOffer } from './document-photo-offer';

type TContactSchema = (typeof STEPS)[0]['body'];
type TContactForm = UseFormReturn<z.input<TContactSchema>, unknown, z.output<TContactSchema>>;
type TNameField = 'first_name' | 'last_name';
type TNotes = Partial<Record<TNameField, string>>;

// The OCR engine and the MRZ parser arrive only when a photo is taken.
const readIdentityPhoto = async (photo: File) =>
  (await import('../lib/read-document-photo')).readIdentityPhoto(photo);

const filled = { shouldValidate: true, shouldDirty: true } as const;

const NAME_FIELDS = [
  { name: 'first_name', label: 'auth.firstName', autoComplete: 'given-name' },
  { name: 'last_name', label: 'auth.lastName', autoComplete: 'family-name' },
] as const;

/**
 * A person's names, with the offer to read them from the identity document's photo. The document
 * number is protected by check digits; the names are not: unless the document's printed names agree,
 * they are filled with a note asking for a check, and a name the zone cut short says so.
 */
export function IdentityNameFields({
  form,
  shown,
}: {
  form: TContactForm;
  shown: ReturnType<typeof useFieldFeedback<z.input<TContactSchema>>>;
}) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState<TNotes>({});

  const fill = (identity: TIdentityReading, photo: File): TFilledReport => {
    form.setValue('first_name', identity.firstName, filled);
    form.setValue('last_name', identity.lastName, filled);
    flowState.setIdentityNumber(identity.documentNumber, identity.numberToCheck);
    flowState.setIdentityType(identity.document);
    void keepIdentityPhoto(identity.document, photo);
    const note = identity.namesCut
      ? t('flow.photo.check.nameCut')
      : identity.namesConfirmed
        ? undefined
        : t('flow.photo.check.name');
    setNotes({ first_name: note, last_name: note });
    const names = note ? [t('auth.firstName'), t('auth.lastName')] : [];
    return { toCheck: identity.numberToCheck ? [...names, t('flow.step1.identity')] : names };
  };

  const nameField = (name: TNameField, label: string, autoComplete: string) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => {
        const feedback = shown(name);
        return (
          <TextField
            {...field}
            value={field.value ?? ''}
            onChange={(event) => {
              // A name the customer corrected is theirs: the note about the photo no longer applies.
              setNotes((current) => ({ ...current, [name]: undefined }));
              field.onChange(event);
            }}
            label={label}
            autoComplete={autoComplete}
            required
            error={feedback.error}
            helperText={feedback.helperText ?? notes[name]}
            slotProps={{ formHelperText: { sx: { color: feedback.error ? undefined : 'warning.dark' } } }}
          />
        );
      }}
    />
  );

  return (
    <>
      <DocumentPhotoOffer
        label={t('flow.photo.identity.offer')}
        hint={t('flow.photo.identity.hint')}
        asked="identity"
        read={readIdentityPhoto}
        onPhoto={(photo) => void keepPhoto('identity_recto', photo)}
        onRead={fill}
      />
      {NAME_FIELDS.map(({ name, label, autoComplete }) => nameField(name, t(label), autoComplete))}
    </>
  );
}

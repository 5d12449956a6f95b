import type { TTariffVersionDetail } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useSaveTariffDraft } from '../api/tariff-draft-save';
import { formOf, ratesOf } from '../lib/tariff-form';
import { shownDate } from './admin-format';
import { TariffFigureFields } from './tariff-figure-fields';

type TErrors = Record<string, 'fieldInvalid' | 'percentInvalid'>;

/**
 * The version's figures and effective date. Its author edits a draft (or a rejected version) and saves
 * it to read the preview; anyone else reads the figures. `onDirty` tells the page a change is not saved,
 * so it is not submitted unseen.
 */
export function TariffEditor({
  version,
  editable,
  earliest,
  onDirty,
}: {
  version: TTariffVersionDetail;
  editable: boolean;
  earliest: string | undefined;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('tariffs');
  const save = useSaveTariffDraft(version.id);
  const [form, setForm] = useState(() => formOf(version.tarif));
  const [date, setDate] = useState(version.date_effet);
  const [errors, setErrors] = useState<TErrors>({});
  const saved = formOf(version.tarif);
  const dirty = date !== version.date_effet || Object.keys(saved).some((key) => saved[key] !== form[key]);

  const change = (key: string, value: string) => {
    const next = { ...form, [key]: value };
    setForm(next);
    onDirty(date !== version.date_effet || Object.keys(saved).some((one) => saved[one] !== next[one]));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = ratesOf(version.tarif, form);
    setErrors(result.errors ?? {});
    if (!result.rates) return;
    save.mutate(
      { date_effet: date, tarif: result.rates },
      {
        onSuccess: (answer) => {
          setForm(formOf(answer.tarif));
          onDirty(false);
          notify('success', t('editor.saved'));
        },
      },
    );
  };
  const dateError = fieldError(save.error, 'date_effet') ?? fieldError(save.error, 'effective_from');
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="tariff-editor-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="tariff-editor-title" sx={{ mb: 1 }}>
        {t('editor.title')}
      </Typography>
      {!editable && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {version.statut === 'draft' && !version.auteur_moi
            ? t('editor.notYours', { author: version.auteur ?? '' })
            : t('editor.readOnly')}
        </Typography>
      )}
      <TextField
        type="date"
        label={t('effective')}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          onDirty(true);
        }}
        error={Boolean(dateError)}
        helperText={
          dateError ??
          (editable && earliest ? t('editor.earliest', { date: shownDate(earliest) }) : undefined)
        }
        slotProps={{
          input: { readOnly: !editable },
          inputLabel: { shrink: true },
          htmlInput: { min: earliest },
        }}
        sx={{ mb: 2, maxWidth: 260 }}
        fullWidth
      />
      <TariffFigureFields
        rates={version.tarif}
        form={form}
        errors={errors}
        readOnly={!editable}
        onChange={change}
      />
      {Object.keys(errors).length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('editor.invalid')}
        </Alert>
      )}
      {save.error && !dateError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {save.error.message}
        </Alert>
      )}
      {editable && (
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={save.isPending}
          disabled={!dirty}
          sx={{ mt: 2 }}
        >
          {t('editor.save')}
        </Button>
      )}
    </Box>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useFiguresExport } from '../api/figures-export';

/**
 * The accountant's files: the contracts of the period on screen, and a month's declaration (the
 * period's first month unless another is typed). Saved on the device, a phone's too.
 */
export function FiguresExports({ period }: { period: { from: string; to: string; office: string } }) {
  const { t } = useTranslation('figures');
  const [month, setMonth] = useState(period.from.slice(0, 7));
  const saving = useFiguresExport();
  const save = (file: Parameters<typeof saving.mutate>[0]) =>
    saving.mutate(file, {
      onSuccess: (name) => notify('success', t('export.saved', { name })),
      onError: (error) => notify('error', error.message),
    });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="figures-exports" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="figures-exports" sx={{ mb: 2 }}>
        {t('export.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          size="large"
          startIcon={<DownloadIcon />}
          loading={saving.isPending && saving.variables?.kind === 'contracts'}
          onClick={() => save({ kind: 'contracts', ...period })}
        >
          {t('export.contracts')}
        </Button>
        <TextField
          type="month"
          label={t('export.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { dir: 'ltr', min: '2020-01', max: '2099-12' },
          }}
          sx={{ minWidth: 180 }}
        />
        <Button
          variant="outlined"
          size="large"
          startIcon={<DownloadIcon />}
          disabled={!/^\d{4}-\d{2}$/.test(month)}
          loading={saving.isPending && saving.variables?.kind === 'declaration'}
          onClick={() => save({ kind: 'declaration', month, office: period.office })}
        >
          {t('export.declaration')}
        </Button>
      </Stack>
    </Paper>
  );
}

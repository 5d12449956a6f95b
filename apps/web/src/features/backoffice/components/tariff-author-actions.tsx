import type { TTariffVersionDetail } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useTariffMove } from '../api/tariff-version-move';

/**
 * The author's moves on their draft: submit it for a second administrator (once its figures are saved,
 * so what is approved is what the preview showed), or discard it.
 */
export function TariffAuthorActions({ version, dirty }: { version: TTariffVersionDetail; dirty: boolean }) {
  const { t } = useTranslation('tariffs');
  const submit = useTariffMove(version.id, 'submit');
  const discard = useTariffMove(version.id, 'discard');
  const number = version.numero;
  const error = submit.error ?? discard.error;
  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {error.message}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 3 }}>
        {version.statut === 'draft' && (
          <Button
            variant="contained"
            size="large"
            disabled={dirty}
            loading={submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => notify('success', t('actions.submitted', { number })),
              })
            }
          >
            {t('actions.submit')}
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          size="large"
          loading={discard.isPending}
          onClick={() =>
            discard.mutate(undefined, {
              onSuccess: () => notify('success', t('actions.discarded', { number })),
            })
          }
        >
          {t('actions.discard')}
        </Button>
      </Stack>
    </>
  );
}

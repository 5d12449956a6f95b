import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-state';
import { backofficePaths } from '../../../lib/backoffice-paths';
import { useTariffVersion } from '../api/tariff-version-detail';
import { useTariffVersions } from '../api/tariff-version-list';
import { TariffAuthorActions } from '../components/tariff-author-actions';
import { TariffDecision } from '../components/tariff-decision';
import { TariffEditor } from '../components/tariff-editor';
import { TariffPreview } from '../components/tariff-preview';
import { TariffVersionFacts } from '../components/tariff-version-facts';

/**
 * One tariff version (an administrator's screen): its figures, editable by its author while a draft,
 * the preview of its prices beside the version in force, and the move open to the reader: submit or
 * discard for the author, approve or reject for a second administrator.
 */
export function TariffVersionPage() {
  const { t } = useTranslation('tariffs');
  const id = useParams().id ?? '';
  const version = useTariffVersion(id);
  const earliest = useTariffVersions().data?.earliest_effect;
  const [dirty, setDirty] = useState(false);
  if (version.isPending) return <CircularProgress aria-label={t('title')} sx={{ m: 4 }} />;
  if (!version.data)
    return (
      <LoadFailed
        message={version.error?.message ?? ''}
        error={version.error ?? undefined}
        onRetry={() => void version.refetch()}
        retrying={version.isFetching}
      />
    );
  const shown = version.data;
  const editable = shown.auteur_moi && (shown.statut === 'draft' || shown.statut === 'rejected');
  return (
    <>
      <Button
        component={Link}
        to={backofficePaths.tariffs}
        startIcon={
          <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        }
        sx={{ mb: 1 }}
      >
        {t('back')}
      </Button>
      <Typography variant="h5" component="h1">
        {t('version', { number: shown.numero })}
      </Typography>
      <TariffVersionFacts version={shown} />
      {shown.statut === 'rejected' && shown.auteur_moi && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('actions.reopen')}
        </Alert>
      )}
      <TariffPreview preview={shown.apercu} />
      <TariffEditor
        key={`${shown.id}:${shown.statut}`}
        version={shown}
        editable={editable}
        earliest={earliest}
        onDirty={setDirty}
      />
      {editable && <TariffAuthorActions version={shown} dirty={dirty} />}
      {shown.statut === 'submitted' && <TariffDecision version={shown} />}
    </>
  );
}

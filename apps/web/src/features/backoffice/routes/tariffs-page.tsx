import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { backofficePaths } from '../../../lib/backoffice-paths';
import { notify } from '../../../lib/notifications';
import { useCreateTariffDraft } from '../api/tariff-draft-create';
import { useTariffVersions } from '../api/tariff-version-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { TariffVersionCard } from '../components/tariff-version-card';

/**
 * The tariff versions (an administrator's screen, decision 053): the one in force, those waiting for a
 * second administrator, drafts and past decisions; a new draft starts from the version in force.
 */
export function TariffsPage() {
  const { t } = useTranslation('tariffs');
  const versions = useTariffVersions();
  const create = useCreateTariffDraft();
  const navigate = useNavigate();
  const waiting =
    versions.data?.value.filter((version) => version.statut === 'submitted' && !version.auteur_moi).length ??
    0;
  return (
    <>
      <AdminPageTitle
        title={t('title')}
        intro={t('intro')}
        action={
          versions.data && (
            <Button
              variant="contained"
              size="large"
              loading={create.isPending}
              onClick={() =>
                create.mutate(undefined, {
                  onSuccess: (draft) => {
                    notify('success', t('created', { number: draft.numero }), { forNextPage: true });
                    void navigate(backofficePaths.tariffVersion(draft.id));
                  },
                })
              }
            >
              {t('create')}
            </Button>
          )
        }
      />
      {create.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {create.error.message}
        </Alert>
      )}
      {waiting > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pending', { count: waiting })}
        </Alert>
      )}
      <AdminList
        query={versions}
        items={versions.data?.value}
        label={t('title')}
        empty={t('empty')}
        keyOf={(version) => version.id}
        render={(version) => <TariffVersionCard version={version} />}
      />
    </>
  );
}

import type { TTariffVersionSummary } from '@bi/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AdminFacts } from './admin-facts';
import { ltr, shownDate, shownInstant } from './admin-format';

const STATUS_COLOR = {
  draft: 'default',
  submitted: 'warning',
  approved: 'success',
  rejected: 'error',
  discarded: 'default',
} as const;

/** A version's status, dates and people, as its card and its page show them. */
export function TariffVersionFacts({ version }: { version: TTariffVersionSummary }) {
  const { t } = useTranslation('tariffs');
  const author = version.auteur_moi ? t('you') : version.auteur;
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Chip size="small" color={STATUS_COLOR[version.statut]} label={t(`statuses.${version.statut}`)} />
        {version.en_vigueur && <Chip size="small" color="primary" label={t('inForce')} />}
      </Stack>
      <AdminFacts
        facts={[
          { label: t('effective'), value: shownDate(version.date_effet), testId: 'tariff-effective' },
          { label: t('label'), value: ltr(version.label) },
          { label: t('author'), value: author ? <bdi dir="ltr">{author}</bdi> : t('seed') },
          version.soumise_le && { label: t('submittedOn'), value: shownInstant(version.soumise_le) },
          version.decideur && { label: t('decider'), value: <bdi dir="ltr">{version.decideur}</bdi> },
          version.decidee_le && { label: t('decidedOn'), value: shownInstant(version.decidee_le) },
          version.motif_refus && { label: t('reason'), value: version.motif_refus, testId: 'tariff-reason' },
        ]}
      />
    </>
  );
}

import type { TTariffVersionSummary } from '@bi/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { backofficePaths } from '../../../lib/backoffice-paths';
import { TariffVersionFacts } from './tariff-version-facts';

/** A tariff version in the list: where it stands, from when it applies, who wrote and decided it. */
export function TariffVersionCard({ version }: { version: TTariffVersionSummary }) {
  const { t } = useTranslation('tariffs');
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="tariff-card">
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {t('version', { number: version.numero })}
        </Typography>
        <TariffVersionFacts version={version} />
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          size="large"
          component={Link}
          to={backofficePaths.tariffVersion(version.id)}
          aria-describedby={titleId}
        >
          {t('open')}
        </Button>
      </CardActions>
    </Card>
  );
}

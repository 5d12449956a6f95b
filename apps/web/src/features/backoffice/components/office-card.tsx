import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { officeName } from '../lib/office-name';
import { AdminFacts } from './admin-facts';
import { OfficeEmailsDialog } from './office-emails-dialog';

/** A management office: where it is, what kind, and the mailboxes that learn of its work. */
export function OfficeCard({ office }: { office: TOfficeWithMailboxes }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [dialog, setDialog] = useDialogInHistory<'mailboxes'>(`office:${office.intermediaire_Id}`);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="office-card">
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          <bdi>{officeName(office)}</bdi>
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
          {office.posteFrontalier && <Chip size="small" label={t('offices.borderPost')} />}
          {office.effetImmediat && <Chip size="small" label={t('offices.immediateEffect')} />}
        </Stack>
        <AdminFacts
          facts={[
            { label: t('offices.city'), value: office.ville_Name },
            { label: t('offices.code'), value: <bdi dir="ltr">{office.intermediaire_Code}</bdi> },
            {
              label: t('offices.mailboxes'),
              testId: 'office-emails',
              value:
                office.emails.length > 0 ? (
                  <Stack component="span" sx={{ gap: 0.25 }}>
                    {office.emails.map((email) => (
                      <bdi key={email} dir="ltr">
                        {email}
                      </bdi>
                    ))}
                  </Stack>
                ) : (
                  <Typography component="span" color="warning.main">
                    {t('offices.noMailbox')}
                  </Typography>
                ),
            },
          ]}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" size="large" onClick={() => setDialog('mailboxes')}>
          {t('offices.edit.open')}
        </Button>
      </CardActions>
      {dialog === 'mailboxes' && <OfficeEmailsDialog office={office} onClose={() => setDialog(null)} />}
    </Card>
  );
}

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
import { officeCity, officeName } from '../lib/office-name';
import { AdminFacts } from './admin-facts';
import { OfficeEmailsDialog } from './office-emails-dialog';
import { OfficeFormDialog } from './office-form-dialog';
import { OfficeOpenDialog } from './office-open-dialog';

function Mailboxes({ emails }: { emails: string[] }) {
  const { t } = useTranslation('admin');
  if (emails.length === 0) {
    return (
      <Typography component="span" color="warning.main">
        {t('offices.noMailbox')}
      </Typography>
    );
  }
  return (
    <Stack component="span" sx={{ gap: 0.25 }}>
      {emails.map((email) => (
        <bdi key={email} dir="ltr">
          {email}
        </bdi>
      ))}
    </Stack>
  );
}

/** A management office: where it is, what kind, whether it is closed, and the mailboxes that learn of its work. */
export function OfficeCard({ office }: { office: TOfficeWithMailboxes }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [dialog, setDialog] = useDialogInHistory<'mailboxes' | 'edit' | 'open'>(
    `office:${office.intermediaire_Id}`,
  );
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="office-card">
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          <bdi>{officeName(office)}</bdi>
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
          {!office.actif && <Chip size="small" color="error" label={t('offices.closed')} />}
          {office.posteFrontalier && <Chip size="small" label={t('offices.borderPost')} />}
          {office.effetImmediat && <Chip size="small" label={t('offices.immediateEffect')} />}
        </Stack>
        <AdminFacts
          facts={[
            { label: t('offices.city'), value: officeCity(office) },
            { label: t('offices.code'), value: <bdi dir="ltr">{office.intermediaire_Code}</bdi> },
            { label: t('offices.kind'), value: t(`offices.kinds.${office.type_Bureau}`) },
            // The French address in its own order on an Arabic screen, as the Arabic one is in its own.
            { label: t('offices.address'), value: <bdi dir="ltr">{office.intermediaire_Adresse}</bdi> },
            {
              label: t('offices.addressAr'),
              testId: 'office-address-ar',
              value: office.intermediaire_Adresse_AR ? (
                <bdi dir="rtl" lang="ar">
                  {office.intermediaire_Adresse_AR}
                </bdi>
              ) : (
                <Typography component="span" color="warning.main">
                  {t('offices.noAddressAr')}
                </Typography>
              ),
            },
            {
              label: t('offices.mailboxes'),
              testId: 'office-emails',
              value: <Mailboxes emails={office.emails} />,
            },
          ]}
        />
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={() => setDialog('edit')}>
          {t('offices.form.open')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => setDialog('mailboxes')}>
          {t('offices.edit.open')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          color={office.actif ? 'error' : 'primary'}
          onClick={() => setDialog('open')}
        >
          {t(office.actif ? 'offices.close.open' : 'offices.reopen.open')}
        </Button>
      </CardActions>
      {dialog === 'mailboxes' && <OfficeEmailsDialog office={office} onClose={() => setDialog(null)} />}
      {dialog === 'edit' && <OfficeFormDialog office={office} onClose={() => setDialog(null)} />}
      {dialog === 'open' && <OfficeOpenDialog office={office} onClose={() => setDialog(null)} />}
    </Card>
  );
}

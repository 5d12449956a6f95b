import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-state';
import { SummaryTable } from '../../../components/summary-table';
import { useContractSections } from '../../../components/use-contract-sections';
import { useOfficeContract } from '../api/get-office-contract';
import { ContractIdentity } from '../components/contract-identity';
import { AfterSaleSummary } from '../components/after-sale-summary';
import { ArchivedDocuments } from '../components/archived-documents';
import { DocumentReviewCard } from '../components/document-review-card';
import { HandoverPanel } from '../components/handover-panel';
import { PrintButtons } from '../components/print-buttons';
import { WithdrawalLetterAction } from '../components/withdrawal-letter-action';
import { isClosed, shownStatus, type TBackofficeContract } from '@bi/domain';

/** One contract at the counter: everything it says, its documents to check, printing and the handover. */
export function ContractPage() {
  const { t } = useTranslation('backoffice');
  const { id = '' } = useParams();
  const contract = useOfficeContract(id);
  if (contract.isError)
    return (
      <LoadFailed
        message={contract.error.message}
        error={contract.error}
        onRetry={() => void contract.refetch()}
        retrying={contract.isFetching}
      />
    );
  if (!contract.data) return <CircularProgress aria-label={t('loading')} sx={{ m: 4 }} />;
  return <ContractView contract={contract.data} />;
}

function ContractView({ contract }: { contract: TBackofficeContract }) {
  const { t } = useTranslation('backoffice');
  const subscription = contract.souscription;
  const sections = useContractSections(subscription);
  const closed = isClosed(subscription.statut);
  // Signed is what the customer reads; at the counter, a signed contract whose certificate went out is done.
  const shown = shownStatus(subscription);
  const heading =
    shown === 'signed' && contract.handover ? t('contractHeading.handedOver') : t(`status.${shown}`);
  // Handed over or closed: the documents are no longer judged.
  const locked = Boolean(contract.handover) || closed;
  // Still to do, the hand-over comes after the documents it waits for, where the clerk's last
  // Valider leaves them; done, or the contract closed, what it says comes first.
  const handover = (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('handover.title')}
      </Typography>
      <HandoverPanel contract={contract} />
    </Paper>
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          <bdi>{subscription.code_str}</bdi> · {heading}
        </Typography>
        <PrintButtons
          subscriptionId={subscription._id}
          hasCertificate={Boolean(contract.certificate && !contract.certificate.revoked_at)}
        />
      </Stack>
      <ContractIdentity subscription={subscription} />
      <AfterSaleSummary contract={contract} />
      <WithdrawalLetterAction subscription={subscription} />
      {locked && handover}
      {contract.archived.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            {t('archive.title')}
          </Typography>
          <ArchivedDocuments documents={contract.archived} closed={closed} />
        </Paper>
      )}
      <Typography variant="h6" component="h2">
        {t('documents.title')}
      </Typography>
      {contract.documents.length === 0 && <Alert severity="info">{t('documents.none')}</Alert>}
      <Grid container spacing={2}>
        {contract.documents.map((document) => (
          <Grid key={document.kind} size={{ xs: 12, sm: 6, lg: 4 }}>
            <DocumentReviewCard
              subscriptionId={subscription._id}
              document={document}
              locked={locked}
              identityType={subscription.documents_info?.identity_type}
            />
          </Grid>
        ))}
      </Grid>
      {!locked && handover}
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section.title} size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                {section.title}
              </Typography>
              <SummaryTable rows={section.rows} label={section.title} />
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

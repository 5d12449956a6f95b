import { shownStatus, type TSignatureStatusAnswer } from '@bi/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DrawIcon from '@mui/icons-material/Draw';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { flowState } from '../../../lib/flow-state';
import { replacePage } from '../../../lib/leave-page';
import { notify } from '../../../lib/notifications';
import { openCertificatePdf } from '../../../api/open-certificate-pdf';
import { openContractPdf } from '../../../api/open-contract-pdf';
import { getSubscription, subscriptionKey } from '../api/get-subscription';
import { ToPaymentButton } from './to-payment-button';

/** Home: the customer's list of contracts, where the one just signed is (decision 026). */
const HOME = '/';

function HomeButton({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={HOME} variant={primary ? 'contained' : 'outlined'} size="large">
      {t('flow.signature.home')}
    </Button>
  );
}

/** Signed: the contract is concluded; both documents to download, and the way back to the start. */
function Signed({ id, answer }: { id: string; answer: TSignatureStatusAnswer }) {
  const { t } = useTranslation(['common', 'errors']);
  const open = (document: (id: string) => Promise<void>) => () =>
    void document(id).catch((error: unknown) => notify('error', errorMessage(error)));
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="success" icon={<CheckCircleIcon />} data-testid="signature-done">
        {t('flow.signature.signed')}
      </Alert>
      <Typography>{t('flow.signature.signedNext')}</Typography>
      <Stack sx={{ gap: 1.5 }}>
        {answer.documents.contract && (
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={open(openContractPdf)}>
            {t('flow.signature.contract')}
          </Button>
        )}
        {answer.documents.certificate && (
          <Button variant="outlined" startIcon={<VerifiedIcon />} onClick={open(openCertificatePdf)}>
            {t('flow.signature.certificate')}
          </Button>
        )}
        <HomeButton primary />
      </Stack>
    </Stack>
  );
}

/**
 * Paid: the request to sign went out by SMS and e-mail; its page can be opened from here too. Back from
 * paying in this tab, the signing page opens by itself (one tap fewer): the payment's next step.
 */
function AwaitingSignature({ id, answer }: { id: string; answer: TSignatureStatusAnswer }) {
  const { t } = useTranslation();
  const signingUrl = answer.demande?.status === 'pending' ? answer.demande.signing_url : null;
  useEffect(() => {
    if (signingUrl && flowState.takePaying(id)) replacePage(signingUrl);
  }, [id, signingUrl]);
  if (!signingUrl)
    return (
      <Alert severity="info" data-testid="signature-preparing">
        {t('flow.signature.preparing')}
      </Alert>
    );
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="success">{t('flow.signature.paid')}</Alert>
      <Typography>{t('flow.signature.linkSent')}</Typography>
      {/* Full navigation: the signing page stands on its own, for a signer who is not signed in too. */}
      <Button href={signingUrl} variant="contained" size="large" startIcon={<DrawIcon />}>
        {t('flow.signature.signNow')}
      </Button>
    </Stack>
  );
}

/** What the customer can do now, by the subscription's status (spec §2, /signature). */
export function SignatureStatusView({ id, answer }: { id: string; answer: TSignatureStatusAnswer }) {
  const { t } = useTranslation();
  switch (answer.statut) {
    case 'signed':
      return <Signed id={id} answer={answer} />;
    case 'paid':
      return <AwaitingSignature id={id} answer={answer} />;
    case 'simulation':
    case 'confirmed':
      return (
        <Stack sx={{ gap: 2 }}>
          <Alert severity="info" data-testid="signature-unpaid">
            {t('flow.signature.notPaid')}
          </Alert>
          <ToPaymentButton label={t('flow.signature.toPayment')} />
        </Stack>
      );
    case 'cancelled':
    case 'non_abouti':
      return <Closed id={id} statut={answer.statut} />;
  }
}

/**
 * Cancelled or lapsed. A contract the insurer terminated is stored cancelled too; its own answer tells
 * it apart (`shownStatus`), so that the page does not call "cancelled" a contract signed and then ended.
 */
function Closed({ id, statut }: { id: string; statut: 'cancelled' | 'non_abouti' }) {
  const { t } = useTranslation();
  const subscription = useQuery({
    queryKey: subscriptionKey(id),
    queryFn: () => getSubscription(id),
    enabled: statut === 'cancelled',
    retry: false,
  });
  // Read afresh: a copy cached before the termination would say "cancelled", then change its words.
  // Until then (offline, until the network is back) a spinner says the page is not empty by mistake.
  if (statut === 'cancelled' && !subscription.isFetchedAfterMount)
    return <CircularProgress aria-label={t('flow.loading')} />;
  const shown = subscription.data ? shownStatus(subscription.data) : statut;
  return (
    <Stack sx={{ gap: 2 }}>
      <Alert severity="warning">
        {t(`flow.signature.closed.${shown === 'terminated' ? shown : statut}`)}
      </Alert>
      <HomeButton />
    </Stack>
  );
}

import type { TSigningRequestAnswer } from '@bi/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSigningRequest } from '../../../api/get-signing-request';
import { PublicLookupPage } from '../../../components/public-lookup-page';
import { API_BASE } from '../../../lib/api-client';
import { SigningForm } from '../components/signing-form';

/** The request's documents, public like the page (the request id is the key). */
const documentUrl = (demande: string, document: 'document' | 'certificate') =>
  `${API_BASE}/signature/requests/${encodeURIComponent(demande)}/${document}`;

/** A PDF in a new tab: the phone's own PDF viewer reads it better than a frame in this page. */
function PdfButton({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <Button href={href} target="_blank" rel="noopener" variant="outlined" startIcon={icon}>
      {label}
    </Button>
  );
}

/**
 * Signed (just now or before): the confirmation with both documents, whether or not this device is
 * signed in, and the way home (a signed-in customer's home is the list of contracts).
 */
function Signed({ demande }: { demande: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="success" icon={<CheckCircleIcon />} data-testid="signing-signed">
        {t('signing.signed')}
      </Alert>
      <PdfButton
        href={documentUrl(demande, 'document')}
        label={t('signing.viewSigned')}
        icon={<PictureAsPdfIcon />}
      />
      <PdfButton
        href={documentUrl(demande, 'certificate')}
        label={t('signing.viewCertificate')}
        icon={<VerifiedIcon />}
      />
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('signing.home')}
      </Button>
    </>
  );
}

/**
 * Signed, then cancelled or terminated: the signed contract stays readable, the certificate no longer
 * exists (it was revoked), and the page says so rather than "signed".
 */
function SignedThenEnded({ demande, ended }: { demande: string; ended: 'cancelled' | 'terminated' }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert severity="warning" data-testid="signing-ended">
        {t(`signing.ended.${ended}`)}
      </Alert>
      <PdfButton
        href={documentUrl(demande, 'document')}
        label={t('signing.viewSigned')}
        icon={<PictureAsPdfIcon />}
      />
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('signing.home')}
      </Button>
    </>
  );
}

function SigningRequest({ request }: { request: TSigningRequestAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>
        {t('signing.subscription')} <bdi data-testid="signing-code">{request.code_str}</bdi>
      </Typography>
      {request.status === 'signed' && request.contract !== 'in_force' ? (
        <SignedThenEnded demande={request.demande} ended={request.contract} />
      ) : request.status === 'signed' ? (
        <Signed demande={request.demande} />
      ) : (
        <>
          <PdfButton
            href={documentUrl(request.demande, 'document')}
            label={t('signing.viewContract')}
            icon={<PictureAsPdfIcon />}
          />
          <Divider />
          <Typography>{t('signing.readFirst')}</Typography>
          <SigningForm request={request} />
        </>
      )}
    </Stack>
  );
}

/**
 * /signer/:demande: the page the signing link (SMS and e-mail) opens. It stands outside the flow and
 * needs no session: the signer may open it on a phone that never signed in.
 */
export function SigningPage() {
  const { t } = useTranslation();
  const { demande = '' } = useParams();
  const query = useSigningRequest(demande);
  return (
    <PublicLookupPage
      title={t(
        query.data?.status !== 'signed'
          ? 'signing.title'
          : query.data.contract === 'in_force'
            ? 'signing.signedTitle'
            : 'signing.endedTitle',
      )}
      query={query}
      loadFailed={t('signing.loadFailed')}
      notFound={
        <Stack sx={{ gap: 2 }}>
          <Alert severity="warning" data-testid="signing-gone">
            {t('signing.gone')}
          </Alert>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('signing.home')}
          </Button>
        </Stack>
      }
    >
      {(request) => <SigningRequest request={request} />}
    </PublicLookupPage>
  );
}

import type { TSigningRequestAnswer } from '@bi/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSigningRequest } from '../../../api/get-signing-request';
import { PublicLookupPage } from '../../../components/public-lookup-page';
import { API_BASE } from '../../../lib/api-client';
import { SigningForm } from '../components/signing-form';

/** The contract as it will be signed, public like the page (the request id is the key). */
const documentUrl = (demande: string) =>
  `${API_BASE}/signature/requests/${encodeURIComponent(demande)}/document`;

function SigningRequest({ request }: { request: TSigningRequestAnswer }) {
  const { t } = useTranslation();
  const signed = request.status === 'signed';
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>
        {t('signing.subscription')} <bdi data-testid="signing-code">{request.code_str}</bdi>
      </Typography>
      {/* A new tab: the phone's own PDF viewer reads it better than a frame in this page. */}
      <Button
        href={documentUrl(request.demande)}
        target="_blank"
        rel="noopener"
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
      >
        {t(signed ? 'signing.viewSigned' : 'signing.viewContract')}
      </Button>
      <Divider />
      {signed ? (
        <>
          <Alert severity="success" icon={<CheckCircleIcon />} data-testid="signing-already-signed">
            {t('signing.alreadySigned')}
          </Alert>
          <Button href={request.return_url} variant="contained" size="large">
            {t('signing.backToApp')}
          </Button>
        </>
      ) : (
        <>
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
  return (
    <PublicLookupPage
      title={t('signing.title')}
      query={useSigningRequest(demande)}
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

import { canReview, documentNameKey, type TIdentityType, type TReviewedDocument } from '@bi/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { notify } from '../../../lib/notifications';
import { useReviewDocument } from '../api/review-document';
import { useFileUrl } from '../../../lib/use-file-url';
import { DocumentPreview } from './document-preview';
import { RejectDialog } from './reject-dialog';
import { ReviewChip } from './review-chip';

/** One document: the picture, where its check stands, and Verify / Reject while it can still change. */
export function DocumentReviewCard({
  subscriptionId,
  document,
  locked,
  identityType,
}: {
  subscriptionId: string;
  document: TReviewedDocument;
  /** Handed over: the documents no longer change. */
  locked: boolean;
  /** A passport's identity page is named as such, not as a card's front. */
  identityType: TIdentityType | undefined;
}) {
  const { t } = useTranslation('backoffice');
  const review = useReviewDocument(subscriptionId);
  const file = useFileUrl(
    `/backoffice/souscriptions/${encodeURIComponent(subscriptionId)}/documents/${document.kind}/view`,
    document.file_id,
  );
  // Judged once its file has arrived: on a slow network the buttons were live over a grey placeholder.
  // A file that cannot be fetched may still be refused, so that the customer is asked for another.
  const arrived = Boolean(file.url);
  const [rejecting, setRejecting] = useDialogInHistory<'reject'>(`review:${document.kind}`);
  const title = t(`documents.kinds.${documentNameKey(document.kind, identityType)}`);
  const canVerify = canReview(document.status, 'verify');
  const canReject = canReview(document.status, 'reject');
  const failed = (error: Error) => notify('error', error.message);
  const verify = () =>
    review.mutate(
      { kind: document.kind, body: { decision: 'verified', file_id: document.file_id } },
      { onSuccess: () => notify('success', t('review.verified', { name: title })), onError: failed },
    );
  return (
    <Card variant="outlined" data-testid={`document-${document.kind}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <ReviewChip status={document.status} />
        </Stack>
        <DocumentPreview file={file} title={title} />
        {document.status === 'rejected' && document.reason && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {t(`review.reasons.${document.reason}`)}
            {document.comment ? ` — ${document.comment}` : ''}
          </Typography>
        )}
      </CardContent>
      {!locked && document.status === 'rejected' && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('review.awaitingReplacement')}
        </Typography>
      )}
      {!locked && document.status !== 'rejected' && (
        // Only the moves the review table allows are offered: a verified document may still be refused.
        <CardActions sx={{ gap: 1 }}>
          {canVerify && (
            <Button
              variant="contained"
              color="success"
              onClick={verify}
              disabled={!arrived || review.isPending}
            >
              {t('review.verify')}
            </Button>
          )}
          {canReject && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setRejecting('reject')}
              disabled={(!arrived && !file.isError) || review.isPending}
            >
              {t('review.reject')}
            </Button>
          )}
        </CardActions>
      )}
      {rejecting && (
        <RejectDialog
          title={title}
          pending={review.isPending}
          error={review.error?.message ?? null}
          onClose={() => setRejecting(null)}
          onReject={(body) =>
            review.mutate(
              { kind: document.kind, body: { ...body, file_id: document.file_id } },
              {
                onSuccess: () => {
                  setRejecting(null);
                  notify('success', t('review.rejected', { name: title }));
                },
              },
            )
          }
        />
      )}
    </Card>
  );
}

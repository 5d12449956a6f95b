import { formatDisplayDate, formatMoroccoDateTime, type TSouscriptionAnswer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ArchiveList } from './archive-list';
import { ReviewList } from './review-list';

/**
 * What the office made of the contract, for the customer: each document's check (verified, rejected
 * with its reason, being checked, and replaceable while it may be), the certificate's handover, the
 * refund, and the sealed documents kept for it with the ones an endorsement replaced, to download.
 */
export function ContractDocuments({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['contracts', 'common']);
  const { documents_review: reviews, archive, handed_over_at: handedOverAt, refund } = subscription;
  return (
    <section>
      <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
        {t('documents.title')}
      </Typography>
      {handedOverAt && (
        <Typography>
          {t('documents.handedOver', { when: formatMoroccoDateTime(new Date(handedOverAt)) })}
        </Typography>
      )}
      {refund && (
        <Typography>
          {refund.statut === 'pending'
            ? t('documents.refundPending', { due: formatDisplayDate(refund.due_by) })
            : t('documents.refundDone')}
        </Typography>
      )}
      {reviews.length > 0 && <ReviewList subscription={subscription} />}
      {archive.length > 0 && <ArchiveList subscription={subscription} />}
    </section>
  );
}

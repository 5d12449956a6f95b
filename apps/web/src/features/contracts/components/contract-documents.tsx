import {
  formatDisplayDate,
  formatMoroccoDateTime,
  todayInMorocco,
  type TSouscriptionAnswer,
} from '@bi/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What the office made of the contract, for the customer: each document's check (verified, rejected
 * with its reason, being checked), the certificate's handover, the refund, and the sealed documents
 * kept for it with the ones an endorsement replaced.
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
      {reviews.length > 0 && (
        <List dense aria-label={t('documents.reviews')}>
          {reviews.map((review) => (
            <ListItem key={review.kind} disableGutters>
              <ListItemText
                primary={t(`common:flow.step7.documents.${review.kind}`)}
                secondary={
                  review.status === 'rejected'
                    ? t('documents.rejected', {
                        reason: t(`documents.reason.${review.reason ?? 'other'}`),
                        comment: review.comment ?? '',
                      })
                    : t(`documents.${review.status}`)
                }
                slotProps={{ secondary: { color: review.status === 'rejected' ? 'error' : 'textSecondary' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {archive.length > 0 && (
        <List dense aria-label={t('documents.archive')}>
          {archive.map((document) => (
            <ListItem key={document.id} disableGutters>
              <ListItemText
                primary={t(`documents.kind.${document.kind}`)}
                secondary={t(document.replaced ? 'documents.replacedOn' : 'documents.sealedOn', {
                  date: formatDisplayDate(todayInMorocco(new Date(document.created_at))),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

import { documentNameKey, type TSouscriptionAnswer } from '@bi/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { canReplaceDocument } from '../lib/document-replacement';
import { DocumentReplace } from './document-replace';

/**
 * Each document the customer sent, as the office checked it: verified, rejected with its reason and
 * the clerk's words, or being checked; with Replace while the customer may still send another.
 */
export function ReviewList({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['contracts', 'common']);
  return (
    <List dense aria-label={t('documents.reviews')}>
      {subscription.documents_review.map((review) => {
        const name = documentNameKey(review.kind, subscription.documents_info?.identity_type);
        const label = t(`common:flow.step7.documents.${name}`);
        return (
          <ListItem key={review.kind} disableGutters sx={{ display: 'block' }}>
            <ListItemText
              primary={label}
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
            {canReplaceDocument(subscription, review) && (
              <DocumentReplace subscription={subscription} kind={review.kind} label={label} />
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

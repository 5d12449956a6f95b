import { formatDisplayDate, todayInMorocco, type TSouscriptionAnswer } from '@bi/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { openArchivedDocument } from '../api/open-archived-document';

/** The sealed documents kept for the contract, oldest first, the replaced ones marked; each opens in a new tab. */
export function ArchiveList({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation(['contracts', 'errors']);
  const open = (documentId: string) =>
    openArchivedDocument(subscription._id, documentId).catch((error: unknown) =>
      notify('error', errorMessage(error)),
    );
  return (
    <List dense aria-label={t('documents.archive')}>
      {subscription.archive.map((document) => (
        <ListItem key={document.id} disablePadding>
          <ListItemButton onClick={() => void open(document.id)} sx={{ px: 0 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <PictureAsPdfIcon />
            </ListItemIcon>
            <ListItemText
              primary={t(`documents.kind.${document.kind}`)}
              secondary={t(document.replaced ? 'documents.replacedOn' : 'documents.sealedOn', {
                date: formatDisplayDate(todayInMorocco(new Date(document.created_at))),
              })}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

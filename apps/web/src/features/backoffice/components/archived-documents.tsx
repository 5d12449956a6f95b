import type { TArchivedDocumentRef } from '@bi/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { shownInstant } from './admin-format';

/**
 * The sealed documents of the contract, oldest first: the signed contract, each endorsement that
 * replaced it, each certificate. A replaced one stays listed, marked so: the archive never forgets.
 */
export function ArchivedDocuments({ documents }: { documents: TArchivedDocumentRef[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <List dense aria-label={t('archive.title')} data-testid="archived-documents">
      {documents.map((document) => (
        <ListItem key={document.id} disableGutters>
          <ListItemText
            primary={t(`archive.kinds.${document.kind}`)}
            secondary={t(document.replaced ? 'archive.replacedOn' : 'archive.sealedOn', {
              when: shownInstant(document.created_at),
            })}
            slotProps={{ secondary: { color: document.replaced ? 'text.secondary' : 'success.dark' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

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
export function ArchivedDocuments({
  documents,
  closed,
}: {
  documents: TArchivedDocumentRef[];
  /** Cancelled or terminated: its last documents are no longer in force either. */
  closed: boolean;
}) {
  const { t } = useTranslation('backoffice');
  const stateOf = (document: TArchivedDocumentRef) =>
    document.replaced ? 'archive.replacedOn' : closed ? 'archive.closedOn' : 'archive.sealedOn';
  return (
    <List dense aria-label={t('archive.title')} data-testid="archived-documents">
      {documents.map((document) => (
        <ListItem key={document.id} disableGutters>
          <ListItemText
            primary={t(`archive.kinds.${document.kind}`)}
            secondary={t(stateOf(document), { when: shownInstant(document.created_at) })}
            slotProps={{
              secondary: {
                color: stateOf(document) === 'archive.sealedOn' ? 'success.dark' : 'text.secondary',
              },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}

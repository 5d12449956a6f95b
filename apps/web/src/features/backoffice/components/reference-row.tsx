import type { TReferenceList } from '@bi/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import type { TReferenceItem } from '../api/reference-items';
import { referenceId, referenceName } from '../lib/reference-names';
import { ReferenceSwitchDialog } from './reference-switch-dialog';

/**
 * One item of a reference list: its name, what else the list says of it, whether it is offered, and
 * its actions (edit where the list has one, switch off or on, or why it cannot be switched off).
 */
export function ReferenceRow({
  list,
  item,
  details,
  editDialog,
  keptOn,
}: {
  list: TReferenceList;
  item: TReferenceItem;
  /** What else the list says of the item, one line each. */
  details?: ReactNode[];
  editDialog?: (onClose: () => void) => ReactNode;
  /** Why this item cannot be switched off (the last duration on), shown instead of the button. */
  keptOn?: string;
}) {
  const { t } = useTranslation('reference');
  const [dialog, setDialog] = useDialogInHistory<'edit' | 'switch'>(`${list}:${referenceId(item)}`);
  const close = () => setDialog(null);
  return (
    <Box
      component="article"
      data-testid="reference-row"
      sx={{
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
      }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <bdi>{referenceName(item, currentLanguage())}</bdi>
          </Typography>
          {!item.actif && <Chip size="small" color="error" label={t('state.off')} />}
        </Stack>
        {details?.map((line, index) => (
          <Typography key={index} color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {editDialog && <Button onClick={() => setDialog('edit')}>{t('edit')}</Button>}
        {item.actif && keptOn ? (
          <Typography variant="body2" color="text.secondary">
            {keptOn}
          </Typography>
        ) : (
          <Button color={item.actif ? 'error' : 'primary'} onClick={() => setDialog('switch')}>
            {t(item.actif ? 'switch.off' : 'switch.on')}
          </Button>
        )}
      </Stack>
      {dialog === 'edit' && editDialog?.(close)}
      {dialog === 'switch' && <ReferenceSwitchDialog list={list} item={item} onClose={close} />}
    </Box>
  );
}

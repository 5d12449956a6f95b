import type { TCreatedAuthorityKey } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';

/**
 * The key just created, shown this once: the server keeps only its hash. It is copied with the button
 * or selected by hand; only the explicit "copied" closes the dialog, never a tap beside it.
 */
export function AuthorityKeyShown({
  created,
  onClose,
}: {
  created: TCreatedAuthorityKey;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(created.key);
      notify('success', t('authorities.shown.copied'));
    } catch {
      notify('error', t('authorities.shown.copyFailed'));
    }
  };
  return (
    <Dialog open fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('authorities.shown.title', { authority: created.authority })}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Alert severity="warning">{t('authorities.shown.warning')}</Alert>
          <TextField
            label={t('authorities.shown.label')}
            value={created.key}
            inputRef={field}
            fullWidth
            multiline
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false },
              input: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } },
            }}
            data-testid="authority-key-value"
          />
          <Button variant="outlined" size="large" onClick={() => void copy()}>
            {t('authorities.shown.copy')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" size="large" onClick={onClose}>
          {t('authorities.shown.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

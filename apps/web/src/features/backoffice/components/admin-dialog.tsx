import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TConfirm = { label: string; color?: 'primary' | 'error'; disabled?: boolean };

/**
 * A staff action's dialog: what it does, its fields, the server's refusal in words, Back and the action.
 * It is a form (Enter submits) and cannot be closed while the call is under way. Full screen on a
 * phone, where the counter's keyboard takes half of it. The form sits inside the content, the action
 * naming it (MUI's form dialog): the content then follows the title directly, and MUI's rule for that
 * pair drops its top padding, which a form wrapping both had kept as a gap under the title.
 */
export function AdminDialog({
  title,
  children,
  onClose,
  onSubmit,
  pending,
  error,
  confirm,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  error: Error | null;
  confirm: TConfirm;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const formId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirm.disabled) onSubmit();
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {/* The fields are checked by the server (and by the dialog), not by the browser's bubbles. */}
        <form id={formId} onSubmit={submit} noValidate>
          {/* Room above the first field for its outlined label, which the content would clip. */}
          <Stack sx={{ gap: 2, pt: 1 }}>
            {children}
            {error && (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            )}
          </Stack>
        </form>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending} size="large">
          {t('dialog.back')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          size="large"
          color={confirm.color ?? 'primary'}
          disabled={confirm.disabled}
          loading={pending}
        >
          {confirm.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

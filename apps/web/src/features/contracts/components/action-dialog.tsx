import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TConfirm = { label: string; onClick: () => void; color?: 'primary' | 'error'; disabled?: boolean };

/**
 * The dialog of an action on a contract: what it will do, the server's refusal in words if it comes,
 * Back and the action. It cannot be closed while the call is under way. `overtaken`: the contract, read
 * again, no longer allows the action (changed on another screen, or the refusal refreshed it); the
 * dialog then says so, keeps the refusal, and only closes. `holdsWords`: the customer has typed in it,
 * so a tap beside it does not throw their words away; Back and Escape still close it.
 */
export function ActionDialog({
  title,
  children,
  onClose,
  pending,
  error,
  confirm,
  backLabel,
  extraAction,
  overtaken = false,
  holdsWords = false,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  pending: boolean;
  error: Error | null;
  confirm?: TConfirm;
  backLabel?: string;
  extraAction?: ReactNode;
  overtaken?: boolean;
  holdsWords?: boolean;
}) {
  const { t } = useTranslation('contracts');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={
        pending ? undefined : (_event, why) => (why === 'backdropClick' && holdsWords ? undefined : onClose())
      }
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          {overtaken ? (
            <Alert severity="info" role="status">
              {t('dialog.overtaken')}
            </Alert>
          ) : (
            children
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      {/* Long labels wrap onto their own line on a phone rather than squeezing each other. */}
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          {overtaken ? t('dialog.close') : (backLabel ?? t('dialog.back'))}
        </Button>
        {!overtaken && extraAction}
        {confirm && !overtaken && (
          <Button
            variant="contained"
            color={confirm.color ?? 'primary'}
            onClick={confirm.onClick}
            disabled={confirm.disabled}
            loading={pending}
          >
            {confirm.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The customer's own words, optional, kept with the request for the team that handles it. */
export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('contracts');
  return (
    <TextField
      label={t('dialog.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}

/** The body of a cancel or termination call: the reason only when one was written. */
export const reasonBody = (reason: string) => (reason.trim() ? { motif: reason.trim() } : {});

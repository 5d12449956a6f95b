import { isPasswordValid } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { notify } from '../../../lib/notifications';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', verifyPassword: '' };

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['common', 'errors']);
  const change = useChangePassword();
  const [form, setForm] = useState(EMPTY);
  const mismatch = form.verifyPassword.length > 0 && form.verifyPassword !== form.newPassword;
  const ready = form.currentPassword && isPasswordValid(form.newPassword) && form.verifyPassword && !mismatch;
  const close = () => {
    setForm(EMPTY);
    onClose();
  };
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="password-title"
    >
      <DialogTitle id="password-title">{t('profile.password.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <PasswordField
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
          />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            value={form.newPassword}
            onChange={set('newPassword')}
          />
          <Typography
            variant="caption"
            color={form.newPassword && !isPasswordValid(form.newPassword) ? 'error' : 'text.secondary'}
          >
            {t('errors:validation.passwordRules')}
          </Typography>
          {change.error && (
            <Alert severity="error" role="alert">
              {change.error.message}
            </Alert>
          )}
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            value={form.verifyPassword}
            onChange={set('verifyPassword')}
            error={mismatch}
            helperText={mismatch ? t('errors:validation.passwordMismatch') : undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={change.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!ready || change.isPending}
          loading={change.isPending}
          onClick={() =>
            change.mutate(form, {
              onSuccess: (answer) => {
                notify('success', answer.message);
                close();
              },
            })
          }
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../api/sign-out';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog open={open} onClose={leaving ? undefined : onClose} aria-labelledby="logout-title">
      <DialogTitle id="logout-title">{t('profile.logout.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('profile.logout.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={leaving}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          {t('profile.logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

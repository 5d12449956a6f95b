import AccountCircle from '@mui/icons-material/AccountCircle';
import type { TUserAnswer } from '@bi/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { LogoutDialog } from './logout-dialog';

type TDialog = 'profile' | 'password' | 'logout';

/** The header's menu for a signed-in customer: My profile, Password, Log out. */
export function ProfileMenu({ user }: { user: TUserAnswer }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useDialogInHistory<TDialog>('profile-menu');
  const open = (next: TDialog) => {
    setAnchor(null);
    setDialog(next);
  };
  // The first of the given names greets the driver: "Jean-Baptiste Marie" cut to "Jean …" read as nobody.
  const name = user.first_name?.split(' ')[0] || (user.raison_sociale ?? user.email);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'profile-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="profile-button"
        sx={{ maxWidth: { xs: 160, sm: 200 }, minWidth: 0, flexShrink: 0 }}
      >
        {/* A long name gives way, not the icon: the button stays one line high, beside the language.
            Its own direction: a Latin name in the Arabic header is cut at its end, not at its start. */}
        <Box
          component="span"
          dir="auto"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </Box>
      </Button>
      <Menu id="profile-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => open('profile')}>{t('profile.menu.profile')}</MenuItem>
        <MenuItem onClick={() => open('password')}>{t('profile.menu.password')}</MenuItem>
        <MenuItem onClick={() => open('logout')}>{t('profile.menu.logout')}</MenuItem>
      </Menu>
      <EditProfileDialog
        key={`${user.country_code}${user.phone}`}
        open={dialog === 'profile'}
        onClose={() => setDialog(null)}
        user={user}
      />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <LogoutDialog open={dialog === 'logout'} onClose={() => setDialog(null)} />
    </>
  );
}

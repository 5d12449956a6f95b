import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type TAdminDestination = { key: string; label: string; to: string };

type TAdminMenuProps = {
  destinations: readonly TAdminDestination[];
  current: TAdminDestination | undefined;
};

/**
 * The administrators' destinations behind one button that never scrolls away (decision 052): the console's
 * list grows with every admin screen, and a row of tabs hid most of them off a phone's edge. The button names
 * the destination open, so the bar still says where one is.
 */
export function AdminMenu({ destinations, current }: TAdminMenuProps) {
  const { t } = useTranslation('backoffice');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const label = current ? current.label : t('nav.admin');
  return (
    <>
      <Button
        id={`${menuId}-button`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        aria-current={current ? 'page' : undefined}
        aria-label={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AdminPanelSettingsOutlined />}
        endIcon={<ArrowDropDown />}
        color={current ? 'primary' : 'inherit'}
        sx={{
          flexShrink: 0,
          minHeight: 48,
          whiteSpace: 'nowrap',
          borderBottom: 2,
          borderRadius: 0,
          borderColor: current ? 'primary.main' : 'transparent',
        }}
      >
        {/* On a phone, off the console, the icon and the arrow say it: the counter's tabs keep the room. */}
        <Box component="span" sx={{ display: { xs: current ? 'inline' : 'none', sm: 'inline' } }}>
          {label}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${menuId}-button` } }}
      >
        {destinations.map((destination) => (
          <MenuItem
            key={destination.key}
            component={Link}
            to={destination.to}
            selected={destination === current}
            aria-current={destination === current ? 'page' : undefined}
            onClick={close}
          >
            {destination.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

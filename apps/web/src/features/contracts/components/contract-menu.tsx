import type { TCardActions } from '@bi/domain';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContractDialog } from './contract-dialogs';

type TEntry = {
  dialog: TContractDialog;
  allowedBy: keyof TCardActions;
  label: `menu.${'extend' | 'cancel' | 'terminate' | 'withdraw' | 'effectDate' | 'contract'}`;
};

const MAIN_ENTRIES: readonly TEntry[] = [
  { dialog: 'extend', allowedBy: 'extend', label: 'menu.extend' },
  { dialog: 'cancel', allowedBy: 'cancel', label: 'menu.cancel' },
  { dialog: 'terminate', allowedBy: 'terminate', label: 'menu.terminate' },
  { dialog: 'withdraw', allowedBy: 'withdraw', label: 'menu.withdraw' },
];

const MODIFY_ENTRIES: readonly TEntry[] = [
  { dialog: 'effectDate', allowedBy: 'changeEffectDate', label: 'menu.effectDate' },
  { dialog: 'changeContract', allowedBy: 'changeContract', label: 'menu.contract' },
];

/**
 * The card's action menu (spec §4): Modify, with its submenu (effect date, cover or duration), Extend,
 * Cancel, Terminate, Withdraw — each only when the card rules allow it.
 */
export function ContractMenu({
  code,
  actions,
  onChoose,
}: {
  code: string;
  actions: TCardActions;
  onChoose: (dialog: TContractDialog) => void;
}) {
  const { t } = useTranslation('contracts');
  const rtl = useTheme().direction === 'rtl';
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [modifyAnchor, setModifyAnchor] = useState<HTMLElement | null>(null);
  const choose = (dialog: TContractDialog) => {
    setModifyAnchor(null);
    setAnchor(null);
    onChoose(dialog);
  };
  const entries = (list: readonly TEntry[]) =>
    list
      .filter((entry) => actions[entry.allowedBy])
      .map((entry) => (
        <MenuItem key={entry.dialog} onClick={() => choose(entry.dialog)}>
          {t(entry.label)}
        </MenuItem>
      ));
  // The submenu opens beside Modify, towards the inside of the page whichever way it reads.
  const side = rtl ? 'left' : 'right';
  return (
    <>
      <IconButton
        aria-label={t('card.actions', { code })}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ marginInlineStart: 'auto' }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.modify && (
          <MenuItem
            aria-haspopup="menu"
            aria-expanded={modifyAnchor ? 'true' : 'false'}
            aria-controls={modifyAnchor ? `${id}-modify` : undefined}
            onClick={(event) => setModifyAnchor(event.currentTarget)}
          >
            <ListItemText>{t('menu.modify')}</ListItemText>
            <ChevronRightIcon fontSize="small" sx={{ transform: rtl ? 'scaleX(-1)' : 'none' }} />
          </MenuItem>
        )}
        {entries(MAIN_ENTRIES)}
      </Menu>
      <Menu
        id={`${id}-modify`}
        anchorEl={modifyAnchor}
        open={modifyAnchor !== null}
        onClose={() => setModifyAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: side }}
        transformOrigin={{ vertical: 'top', horizontal: rtl ? 'right' : 'left' }}
      >
        {entries(MODIFY_ENTRIES)}
      </Menu>
    </>
  );
}

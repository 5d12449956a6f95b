import { LANGUAGES, type TLanguage } from '@bi/domain';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

type TProps = {
  anchor: HTMLElement;
  current: TLanguage;
  onChoose: (language: TLanguage) => void;
  onClose: () => void;
};

/** The open list of languages, each named in its own language. */
export function LanguageList({ anchor, current, onChoose, onClose }: TProps) {
  const { t } = useTranslation();
  return (
    <Menu id="language-menu" anchorEl={anchor} open onClose={onClose}>
      {LANGUAGES.map((code) => (
        <MenuItem key={code} selected={code === current} onClick={() => onChoose(code)} lang={code}>
          {t(`nav.languages.${code}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}

import { LANGUAGES, type TLanguage } from '@bi/domain';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();

  const choose = (next: TLanguage) => {
    setAnchor(null);
    void i18n.changeLanguage(next);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={`${language.toUpperCase()} — ${t('nav.language')}: ${t(`nav.languages.${language}`)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language-button"
      >
        {language.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem key={code} selected={code === language} onClick={() => choose(code)} lang={code}>
            {t(`nav.languages.${code}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

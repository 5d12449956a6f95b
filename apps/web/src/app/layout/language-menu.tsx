import type { TLanguage } from '@bi/domain';
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n/i18n';

/** MUI's menu (popover, modal, focus trap) is fetched on the first click, not with the home page. */
const LanguageList = lazy(async () => ({ default: (await import('./language-list')).LanguageList }));

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
      {anchor && (
        <Suspense fallback={null}>
          <LanguageList
            anchor={anchor}
            current={language}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

import type { TLanguage } from '@bi/domain';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useAppRunning } from '../../lib/use-app-running';
import { MuiIsland } from '../mui-island';

/** MUI's menu (popover, modal, focus trap) is fetched on the first click, not with the home page. */
const LanguageList = lazy(async () => ({ default: (await import('./language-list')).LanguageList }));

export function LanguageMenu({ className }: { className: string }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();
  const running = useAppRunning();

  const choose = (next: TLanguage) => {
    setAnchor(null);
    void i18n.changeLanguage(next);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`${language.toUpperCase()} — ${t('nav.language')}: ${t(`nav.languages.${language}`)}`}
        aria-haspopup="menu"
        disabled={!running}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="language-button"
      >
        <Icon name="translate" />
        {language.toUpperCase()}
      </button>
      {anchor && (
        <MuiIsland>
          <LanguageList
            anchor={anchor}
            current={language}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </MuiIsland>
      )}
    </>
  );
}

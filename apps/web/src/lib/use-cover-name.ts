import { localizedName, PACKS, type TCoverInfo } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n/i18n';

/** The cover as chosen at step 5: the pack's name in the reader's language or à la carte, and the trailer. */
export function useCoverName(cover: TCoverInfo | null): string {
  const { t } = useTranslation();
  const pack = PACKS.find((candidate) => candidate.pack_Id === cover?.pack_Id);
  const name = pack ? localizedName(pack, 'pack_Name', currentLanguage()) : t('flow.step5.carte');
  return cover?.remorque ? `${name} + ${t('flow.step6.trailer')}` : name;
}

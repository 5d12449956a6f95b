import { useTranslation } from 'react-i18next';
import { Placeholder } from '../components/placeholder';

export function ScanPage() {
  const { t } = useTranslation('backoffice');
  return <Placeholder title={t('nav.scan')} />;
}

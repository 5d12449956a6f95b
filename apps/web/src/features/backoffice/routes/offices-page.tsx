import { useTranslation } from 'react-i18next';
import { Placeholder } from '../components/placeholder';

export function OfficesPage() {
  const { t } = useTranslation('backoffice');
  return <Placeholder title={t('nav.offices')} />;
}

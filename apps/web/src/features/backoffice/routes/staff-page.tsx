import { useTranslation } from 'react-i18next';
import { Placeholder } from '../components/placeholder';

export function StaffPage() {
  const { t } = useTranslation('backoffice');
  return <Placeholder title={t('nav.staff')} />;
}

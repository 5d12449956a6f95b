import { useTranslation } from 'react-i18next';
import { Placeholder } from '../components/placeholder';

export function RefundsPage() {
  const { t } = useTranslation('backoffice');
  return <Placeholder title={t('nav.refunds')} />;
}

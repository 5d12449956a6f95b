import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartingPrices } from '../../../api/get-starting-prices';
import { Icon } from '../../../components/icon';
import { formatAmount } from '../../../lib/format';
import { Banner } from '../components/banner';
import styles from '../home.module.css';
import { flowPath } from '../../../lib/flow-pages';

/**
 * The visitor's home: what the product is, where to start, and today's price for a tourism car.
 * Drawn without MUI, so it paints before MUI is downloaded (decision 021).
 */
export function HomePage() {
  const { t } = useTranslation();
  const prices = useStartingPrices();
  // Most customers drive a tourism car: its price is the honest "from", not the moped's.
  const tourism = prices.data?.result.find((row) => row.usage_Code === 'TOURISME');
  return (
    <div className="page">
      <Banner label={t('home.bannerAlt')} className={styles.banner} />
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
      <div className={styles.priceSlot}>
        {tourism && (
          <span className={styles.price} data-testid="tourism-price">
            <span dir="auto">{t('home.fromPrice', { price: formatAmount(tourism.prix_depart) })}</span>
          </span>
        )}
      </div>
      <div className={styles.actions}>
        {/* Signed in, /email clears the subscription left on this device and opens /create (spec §2). */}
        <Link to={flowPath('email')} className="button button--large button--contained">
          {t('home.start')}
        </Link>
        <Link to="/caracteristiques-offre" className="button button--large button--outlined">
          {t('home.offer')}
        </Link>
      </div>
      <ul className={styles.benefits}>
        {t('home.benefits', { returnObjects: true }).map((benefit) => (
          <li key={benefit}>
            <Icon name="checkCircle" className={styles.check} />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

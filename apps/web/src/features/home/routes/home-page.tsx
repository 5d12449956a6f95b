import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStartingPrices } from '../../../api/get-starting-prices';
import { Icon } from '../../../components/icon';
import { formatAmount } from '../../../lib/format';
import { Banner } from '../components/banner';
import styles from '../home.module.css';
import { flowPath } from '../../../lib/flow-pages';
import type { TEmailArrival } from '../../../lib/flow-state';

/**
 * The visitor's home: what the product is, where to start, and today's price for a tourism car.
 * Drawn without MUI, so it paints before MUI is downloaded (decision 021). The e-mail /email asks for
 * may be given here, where the phone offers it, and Start checks it at once (decision 031); left
 * empty, Start opens /email as the spec has it.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const prices = useStartingPrices();
  const start = (event: FormEvent) => {
    event.preventDefault();
    const given = email.trim();
    const arrival: TEmailArrival | null = given ? { email: given } : null;
    navigate(flowPath('email'), { state: arrival });
  };
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
      <form className={styles.start} onSubmit={start} noValidate>
        <label htmlFor="home-email" className={styles.emailLabel}>
          {t('home.email')}
        </label>
        <input
          id="home-email"
          className={styles.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className="button button--large button--contained">
            {t('home.start')}
          </button>
          <Link to="/caracteristiques-offre" className="button button--large button--outlined">
            {t('home.offer')}
          </Link>
        </div>
      </form>
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

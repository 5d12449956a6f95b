import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './footer.module.css';

/** Drawn without MUI, like the header: the landing shows it (decision 021). */
export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: '/cgu', label: t('footer.legalNotice') },
    { to: '/cgv', label: t('footer.terms') },
    { to: '/pdc', label: t('footer.privacy') },
    { to: '/lettre-retractation', label: t('footer.withdrawalLetter') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <nav aria-label={t('footer.legalNotice')} className={styles.links}>
          {links.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.contact}>
          <h2>{t('footer.contact')}</h2>
          <p>
            <a href={`mailto:${t('footer.contactEmail')}`}>{t('footer.contactEmail')}</a>
            {' · '}
            <a
              href={`tel:${t('footer.contactPhone').replaceAll(' ', '')}`}
              dir="ltr"
              className={styles.phone}
            >
              {t('footer.contactPhone')}
            </a>
          </p>
          <p>{t('footer.address')}</p>
          <p>{t('footer.insurer')}</p>
          <p className={styles.version}>{t('footer.version', { version: __APP_VERSION__ })}</p>
        </div>
      </div>
    </footer>
  );
}

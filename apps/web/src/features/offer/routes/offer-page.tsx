import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrintActions } from '../../../components/print-actions';
import { StartingPriceTable } from '../components/starting-price-table';
import styles from '../offer.module.css';
import { flowPath } from '../../../lib/flow-pages';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Bullets({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/**
 * What the product covers and costs, before any account. Drawn without MUI, like the landing it is
 * opened from: a visitor reads it without waiting for MUI (decision 021).
 */
export function OfferPage() {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  return (
    <div className="page">
      <h1 className={styles.title}>{t('offer.title')}</h1>
      <p className={styles.intro}>{t('offer.intro')}</p>
      <PrintActions />

      <Section title={tc('offer.pricesTitle')}>
        <p>{t('offer.usagesIntro')}</p>
        <StartingPriceTable />
        <p className={styles.note}>{t('offer.pricesNote')}</p>
      </Section>

      <Section title={t('offer.durationsTitle')}>
        <Bullets items={t('offer.durations', { returnObjects: true })} />
        <p className={styles.note}>{t('offer.durationsNote')}</p>
      </Section>

      <Section title={t('offer.formulasTitle')}>
        {t('offer.formulas', { returnObjects: true }).map((formula) => (
          <p key={formula.name}>
            <strong>{formula.name}</strong> — {formula.text}
          </p>
        ))}
      </Section>

      <Section title={t('offer.guaranteesTitle')}>
        {t('offer.guarantees', { returnObjects: true }).map((guarantee) => (
          <p key={guarantee.name}>
            <strong>{guarantee.name}</strong>
            <br />
            {guarantee.ceiling} · {guarantee.deductible}
          </p>
        ))}
      </Section>

      <Section title={t('offer.assistanceTitle')}>
        <Bullets items={t('offer.assistance', { returnObjects: true })} />
        <p className={styles.note}>{t('offer.assistanceNote')}</p>
      </Section>

      <Section title={t('offer.stepsTitle')}>
        <Bullets items={t('offer.steps', { returnObjects: true })} ordered />
      </Section>

      <Link to={flowPath('email')} className={styles.start}>
        {tc('offer.startNow')}
      </Link>
    </div>
  );
}

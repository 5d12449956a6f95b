import { formatDisplayDate, USAGE_NAMES } from '@bi/domain';
import { useTranslation } from 'react-i18next';
import { useStartingPrices } from '../../../api/get-starting-prices';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import styles from '../offer.module.css';
import { shownName } from '../../../lib/shown-name';

/**
 * Prices come from the server's tariff engine: the web app holds no copy of the tariff. While they
 * load, the catalogue's usages fill the same rows, so the page below does not jump when they arrive.
 */
export function StartingPriceTable() {
  const { t } = useTranslation();
  const prices = useStartingPrices();
  const language = currentLanguage();

  if (prices.isError) {
    return (
      <div role="alert" className={styles.warning}>
        <p>{t('offer.pricesError')}</p>
        <button type="button" className="button" onClick={() => void prices.refetch()}>
          {t('offer.retry')}
        </button>
      </div>
    );
  }
  return (
    <>
      <table className={styles.table} aria-label={t('offer.pricesTitle')} data-testid="starting-prices">
        <thead>
          <tr>
            <th scope="col">{t('offer.usage')}</th>
            <th scope="col">{t('offer.startingPrice')}</th>
            <th scope="col">{t('offer.trailer')}</th>
          </tr>
        </thead>
        <tbody>
          {prices.isPending
            ? USAGE_NAMES.map((usage) => (
                <tr key={usage.usage_Id}>
                  <th scope="row">{shownName(usage, 'usage_Name', language)}</th>
                  <td>
                    <span className={styles.skeleton} />
                  </td>
                  <td>
                    <span className={styles.skeleton} />
                  </td>
                </tr>
              ))
            : prices.data.result.map((row) => (
                <tr key={row.usage_Id} data-usage={row.usage_Code}>
                  <th scope="row">{shownName(row, 'usage_Name', language)}</th>
                  {/* The digits keep together; in Arabic the dirham reads after them, right to left. */}
                  <td className={styles.price}>
                    <span dir="auto">{formatAmount(row.prix_depart)}</span>
                  </td>
                  <td className={styles.rate}>
                    <span dir="ltr">{t('offer.trailerRate', { rate: row.taux_remorque })}</span>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      <p className={styles.caption} role={prices.isPending ? 'status' : undefined}>
        {prices.isPending
          ? t('offer.pricesLoading')
          : t('offer.tariffVersion', {
              version: prices.data.tarif_version,
              date: formatDisplayDate(prices.data.date),
            })}
      </p>
    </>
  );
}

import { amountToCentimes, formatMad, type TGarantieOffer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §9: the ceiling, and the deductible as an amount above 100, else a rate; fire shows none. */
export function GuaranteeTerms({ guarantee }: { guarantee: TGarantieOffer }) {
  const { t } = useTranslation();
  const formula = guarantee.formules[0];
  if (!formula || formula.valeurMax === null) return null;
  const deductible = formula.franchise
    ? formula.franchise > 100
      ? formatMad(amountToCentimes(formula.franchise))
      : `${formula.franchise} %`
    : null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      <bdi>{t('flow.step5.ceiling', { amount: formatMad(amountToCentimes(formula.valeurMax)) })}</bdi>
      {deductible && (
        <>
          {' · '}
          <bdi>{t('flow.step5.deductible', { amount: deductible })}</bdi>
        </>
      )}
    </Typography>
  );
}

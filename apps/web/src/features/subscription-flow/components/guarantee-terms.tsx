import { formatCeiling, formatDeductible, type TGarantieOffer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §9: the ceiling, and the deductible as the domain shows it (amount, rate, or none for fire). */
export function GuaranteeTerms({ guarantee }: { guarantee: TGarantieOffer }) {
  const { t } = useTranslation();
  const formula = guarantee.formules[0];
  const ceiling = formula && formatCeiling(formula);
  if (!formula || !ceiling) return null;
  const deductible = formatDeductible(formula);
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      <bdi>{t('flow.step5.ceiling', { amount: ceiling })}</bdi>
      {deductible && (
        <>
          {' · '}
          <bdi>{t('flow.step5.deductible', { amount: deductible })}</bdi>
        </>
      )}
    </Typography>
  );
}

import { formatCeiling, formatDeductible, type TGarantieOffer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** Spec §9: the ceiling, and the deductible as the domain shows it (amount, rate, or none for fire). */
export function GuaranteeTerms({ guarantee }: { guarantee: TGarantieOffer }) {
  const { t } = useTranslation();
  const formula = guarantee.formules[0];
  const language = currentLanguage();
  const ceiling = formula && formatCeiling(formula, language);
  if (!formula || !ceiling) return null;
  const deductible = formatDeductible(formula, language);
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

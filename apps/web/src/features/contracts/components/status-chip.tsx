import { shownStatus, type TShownStatus, type TSouscriptionAnswer } from '@bi/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Filled where the contract stands (each colour holds its white text above 4.5:1), outlined when it is over. */
const LOOKS: Record<TShownStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  simulation: { color: 'default', variant: 'filled' },
  confirmed: { color: 'info', variant: 'filled' },
  paid: { color: 'primary', variant: 'filled' },
  signed: { color: 'success', variant: 'filled' },
  cancelled: { color: 'error', variant: 'outlined' },
  terminated: { color: 'default', variant: 'outlined' },
  withdrawn: { color: 'default', variant: 'outlined' },
  on_hold: { color: 'warning', variant: 'outlined' },
  non_abouti: { color: 'default', variant: 'outlined' },
};

export function StatusChip({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation('contracts');
  const status = shownStatus(subscription);
  return <Chip size="small" label={t(`status.${status}`)} {...LOOKS[status]} data-testid="contract-status" />;
}

import { formatDisplayDate, type TSouscriptionAnswer } from '@bi/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '../api/get-subscription';

/** Kept left to right inside an Arabic sentence: a code, a plate or a date would be reordered. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * What an extension's payment pays for: the contract it extends (its code and plate, read from that
 * contract) and the new period. Without it, a customer with two cars could not tell which one this is.
 */
export function ExtensionSummary({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation();
  const extended = useSubscription(subscription.extended_from);
  const period = subscription.periode_info;
  if (!subscription.extended_from) return null;
  const plate = extended.data?.vehicule_info?.immatriculation ?? subscription.vehicule_info?.immatriculation;
  return (
    <Box sx={{ mb: 1 }} data-testid="payment-extension">
      {extended.data && (
        <Typography>
          {t('flow.payment.extends', { code: ltr(extended.data.code_str), plate: ltr(plate ?? '') })}
        </Typography>
      )}
      {period && (
        <Typography>
          {t('flow.payment.newPeriod', {
            from: ltr(formatDisplayDate(period.date_effet)),
            to: ltr(formatDisplayDate(period.date_fin)),
          })}
        </Typography>
      )}
    </Box>
  );
}

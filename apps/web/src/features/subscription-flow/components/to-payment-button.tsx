import CreditCardIcon from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { flowPath } from '../../../lib/flow-pages';

/** The way (back) to the payment page, wherever a subscription is still to be paid. */
export function ToPaymentButton({ label }: { label: string }) {
  return (
    <Button
      component={RouterLink}
      to={flowPath('payment')}
      variant="contained"
      size="large"
      startIcon={<CreditCardIcon />}
    >
      {label}
    </Button>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the link's page still needs before paying: an open office, a period, or nothing. */
export type TPayMissing = 'office' | 'period' | null;

const MISSING_TEXT = {
  office: 'extensionLink.chooseOfficeFirst',
  period: 'extensionLink.choosePeriodFirst',
} as const;

/**
 * The link's "Confirm and pay": tapped while a choice is missing, it says which one, next to the
 * button, rather than being a grey button that does nothing. The words go once the choice is made.
 */
export function PayExtensionButton({
  missing,
  loading,
  onPay,
}: {
  missing: TPayMissing;
  loading: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  const [tappedEarly, setTappedEarly] = useState(false);
  const pay = () => {
    if (missing) setTappedEarly(true);
    else onPay();
  };
  return (
    <>
      {tappedEarly && missing && (
        <Alert severity="warning" role="alert" data-testid="pay-missing">
          {t(MISSING_TEXT[missing])}
        </Alert>
      )}
      <Button variant="contained" size="large" loading={loading} onClick={pay}>
        {t('extensionLink.pay')}
      </Button>
    </>
  );
}

import type { TBureauAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SignInToExtend } from './sign-in-to-extend';
import { OpenOfficeChoice } from '../../../components/open-office-choice';

/**
 * The contract's office has closed since it was sold: said before paying, with the open offices of the
 * same entry city to choose from, one tap each; the extension's certificate is handed over at the one
 * chosen (decision 040's addendum). With none open there, the sign-in leads to step 2's other cities.
 */
export function ClosedOfficeChoice({
  contractId,
  offices,
  chosen,
  onChoose,
}: {
  offices: readonly TBureauAnswer[];
  /** The contract extended: sign-in leads to its extension. */
  contractId: string;
  chosen: number | null;
  onChoose: (officeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="extension-office-closed">
      <Alert severity="warning">{t('extensionLink.officeClosed')}</Alert>
      {offices.length === 0 ? (
        <>
          <Typography>{t('extensionLink.noOpenOffice')}</Typography>
          <SignInToExtend contractId={contractId} variant="outlined" />
        </>
      ) : (
        <OpenOfficeChoice offices={offices} chosen={chosen} onChoose={onChoose} />
      )}
    </Stack>
  );
}

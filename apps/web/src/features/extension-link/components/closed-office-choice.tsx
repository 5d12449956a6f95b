import type { TBureauAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OfficeLines } from '../../../components/office-lines';

/**
 * The contract's office has closed since it was sold: said before paying, with the open offices of the
 * same entry city to choose from, one tap each; the extension's certificate is handed over at the one
 * chosen (decision 040's addendum). With none open there, the sign-in leads to step 2's other cities.
 */
export function ClosedOfficeChoice({
  offices,
  chosen,
  onChoose,
}: {
  offices: readonly TBureauAnswer[];
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
          <Button component={RouterLink} to="/auth/signin" variant="outlined">
            {t('extensionLink.signIn')}
          </Button>
        </>
      ) : (
        <>
          <Typography id="link-open-offices" variant="subtitle1" component="h2">
            {t('flow.step6.closedOffice.openOffices')}
          </Typography>
          <RadioGroup
            aria-labelledby="link-open-offices"
            value={chosen === null ? '' : String(chosen)}
            onChange={(_, value) => onChoose(Number(value))}
            sx={{ gap: 1 }}
          >
            {offices.map((office) => (
              <FormControlLabel
                key={office.intermediaire_Id}
                value={String(office.intermediaire_Id)}
                control={<Radio />}
                label={<OfficeLines office={office} />}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </>
      )}
    </Stack>
  );
}

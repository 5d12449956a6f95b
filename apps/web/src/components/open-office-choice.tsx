import type { TBureauAnswer } from '@bi/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeLines } from './office-lines';

/**
 * The open offices an extension's certificate may be handed over at, once its contract's office has
 * closed: one tap each, under their heading. Shared by the signed-in quote and the reminder's link.
 */
export function OpenOfficeChoice({
  offices,
  chosen,
  onChoose,
}: {
  offices: readonly TBureauAnswer[];
  chosen: number | null;
  onChoose: (officeId: number) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {t('flow.step6.closedOffice.openOffices')}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
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
  );
}

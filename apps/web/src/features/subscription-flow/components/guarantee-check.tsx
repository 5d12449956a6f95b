import { localizedName, type TGarantieOffer } from '@bi/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatAmount } from '../../../lib/format';
import { GuaranteeTerms } from './guarantee-terms';

/** A guarantee to tick, with what it adds to the price, taxes included (as the server priced it). */
export function GuaranteeCheck({
  guarantee,
  checked,
  locked,
  onToggle,
}: {
  guarantee: TGarantieOffer;
  checked: boolean;
  locked: boolean;
  onToggle: () => void;
}) {
  const language = currentLanguage();
  const price = guarantee.formules[0]?.prime_ttc;
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mb: 1 }}
      control={<Checkbox checked={checked} disabled={locked} onChange={onToggle} sx={{ pt: 0.5 }} />}
      label={
        <span>
          {localizedName(guarantee, 'grnt_Name', language)}
          {price != null && (
            <>
              {' — '}
              <bdi>{formatAmount(price)}</bdi>
            </>
          )}
          <GuaranteeTerms guarantee={guarantee} />
        </span>
      }
    />
  );
}

import { localizedName, type TBureauAnswer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { currentLanguage } from '../lib/i18n/i18n';
import { shownName } from '../lib/shown-name';

/**
 * An office as the customer tells offices apart: its name, border posts in italics, then its address.
 * Spans, so that it also reads under the field once chosen (a helper text is a paragraph), where a long
 * name cut short in the field is read whole.
 */
export function OfficeLines({ office }: { office: TBureauAnswer }) {
  const language = currentLanguage();
  return (
    <>
      <Typography
        component="span"
        sx={{ display: 'block', fontStyle: office.posteFrontalier ? 'italic' : 'normal', fontWeight: 600 }}
      >
        {shownName(office, 'intermediaire_RS', language, 'proper')}
      </Typography>
      {/* In Arabic where the office gave one; a French one stands in, in its own direction. */}
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        dir="auto"
        sx={{ display: 'block' }}
      >
        {localizedName(office, 'intermediaire_Adresse', language)}
      </Typography>
    </>
  );
}

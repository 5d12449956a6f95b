import {
  guaranteeByCode,
  localizedName,
  packByCode,
  periodByCode,
  type TGuaranteeCode,
  type TPackCode,
  type TPeriodCode,
  type TTariffRates,
} from '@bi/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { figureSections, type TFigure, type TFigureSection } from '../lib/tariff-form';

type TFieldsProps = {
  rates: TTariffRates;
  form: Record<string, string>;
  errors: Record<string, 'fieldInvalid' | 'percentInvalid'>;
  readOnly: boolean;
  onChange: (key: string, value: string) => void;
};

const TAX_LABELS = {
  insurance_tax_bp: 'editor.insuranceTax',
  solidarity_bp: 'editor.solidarity',
  fgac_bp: 'editor.fgac',
  stamp_centimes: 'editor.stamp',
} as const;

/** Each figure's label in the reader's language, from the catalogue's names. */
function useFigureLabel(rates: TTariffRates) {
  const { t } = useTranslation('tariffs');
  const language = currentLanguage();
  return (figure: TFigure): string => {
    const [root, first, second, third] = figure.path as string[];
    if (root === 'taxes') return t(TAX_LABELS[first as keyof typeof TAX_LABELS]);
    if (root === 'usages')
      return second === 'trailer_rate_bp'
        ? t('editor.trailer')
        : localizedName(periodByCode(third as TPeriodCode), 'periode_Name', language);
    if (first === 'guarantees_monthly') {
      const name = localizedName(guaranteeByCode(second as TGuaranteeCode), 'grnt_Name', language);
      const formula = t('editor.formula', { formula: third });
      return third === 'default' ? name : `${name}${language === 'ar' ? '، ' : ', '}${formula}`;
    }
    const pack = rates.extended_cover.packs[Number(second)]!.code as TPackCode;
    return localizedName(packByCode(pack), 'pack_Name', language);
  };
}

function sectionTitle(
  section: TFigureSection,
  t: (key: 'editor.taxes' | 'editor.guarantees' | 'editor.packs') => string,
) {
  if (section.kind === 'usage') return localizedName(section.usage, 'usage_Name', currentLanguage());
  return t(
    section.kind === 'taxes'
      ? 'editor.taxes'
      : section.kind === 'guarantees'
        ? 'editor.guarantees'
        : 'editor.packs',
  );
}

/**
 * The version's figures in folded sections (one per usage, then taxes, guarantees, packs), two fields a
 * row on a phone: an administrator opens the section of the few figures they change.
 */
export function TariffFigureFields({ rates, form, errors, readOnly, onChange }: TFieldsProps) {
  const { t } = useTranslation('tariffs');
  const labelOf = useFigureLabel(rates);
  return (
    <Box>
      {figureSections(rates).map((section) => {
        const title = sectionTitle(section, t);
        const wrong = section.figures.some((figure) => errors[figure.key]);
        return (
          // A folded section's fields are not drawn: a phone renders the few an administrator opens.
          <Accordion
            key={title}
            disableGutters
            variant="outlined"
            defaultExpanded={wrong}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span" color={wrong ? 'error' : undefined}>
                {title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {section.kind === 'usage' && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('editor.liability')}
                </Typography>
              )}
              <Box
                sx={{
                  display: 'grid',
                  // Durations two by two on a phone; the longer names of taxes, guarantees and packs one a row.
                  gridTemplateColumns: {
                    xs: section.kind === 'usage' ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
                    sm: 'repeat(4, minmax(0, 1fr))',
                  },
                  gap: 1.5,
                }}
              >
                {section.figures.map((figure) => (
                  <TextField
                    key={figure.key}
                    label={labelOf(figure)}
                    value={form[figure.key] ?? ''}
                    onChange={(event) => onChange(figure.key, event.target.value)}
                    error={Boolean(errors[figure.key])}
                    helperText={errors[figure.key] && t(`editor.${errors[figure.key]!}`)}
                    size="small"
                    slotProps={{
                      input: { readOnly },
                      htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-figure': figure.key },
                    }}
                  />
                ))}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}

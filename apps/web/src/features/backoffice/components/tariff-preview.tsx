import {
  formatMad,
  localizedName,
  packByCode,
  periodByCode,
  usageByCode,
  type TTariffPreview,
} from '@bi/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { ltr, shownDate } from './admin-format';

type TRow = { key: string; name: string; version: number | null; en_vigueur: number | null };

const percentFormat = new Intl.NumberFormat('fr-FR', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

function PriceTable({ caption, rows }: { caption: string; rows: TRow[] }) {
  const { t } = useTranslation('tariffs');
  const language = currentLanguage();
  const amount = (centimes: number | null) =>
    centimes === null ? t('preview.notSold') : <bdi>{formatMad(centimes, language)}</bdi>;
  const change = (row: TRow) =>
    row.version === null || !row.en_vigueur || row.version === row.en_vigueur
      ? ''
      : ltr(`${percentFormat.format(((row.version - row.en_vigueur) / row.en_vigueur) * 100)} %`);
  return (
    // A phone scrolls the table, never the page; the region takes the keyboard's focus to scroll it too.
    <Box role="region" aria-label={caption} tabIndex={0} sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" sx={{ '& th, & td': { px: 0.75 } }}>
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
          <Typography variant="subtitle1" component="span">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="td" />
            <TableCell align="right">{t('preview.thisVersion')}</TableCell>
            <TableCell align="right">{t('preview.inForce')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={`preview-${row.key}`}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: row.version !== row.en_vigueur ? 700 : 400 }}>
                {amount(row.version)}
                {/* The change under the price, not in a column of its own: three columns fit a phone. */}
                {change(row) && (
                  <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                    {change(row)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{amount(row.en_vigueur)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Every usage's starting price and sample quotes, with this version and with the one in force. */
export function TariffPreview({ preview }: { preview: TTariffPreview }) {
  const { t } = useTranslation('tariffs');
  const language = currentLanguage();
  const usage = (code: Parameters<typeof usageByCode>[0]) =>
    localizedName(usageByCode(code), 'usage_Name', language);
  const starting = preview.departs.map((row) => ({
    ...row,
    key: row.usage_Code,
    name: usage(row.usage_Code),
  }));
  const samples = preview.exemples.map((row) => ({
    ...row,
    key: `${row.usage_Code}-${row.periode_Code}-${row.pack_Code}-${row.remorque}`,
    name: [
      usage(row.usage_Code),
      localizedName(periodByCode(row.periode_Code), 'periode_Name', language),
      row.pack_Code !== 'BASE' && localizedName(packByCode(row.pack_Code), 'pack_Name', language),
      row.remorque && t('preview.trailer'),
    ]
      .filter(Boolean)
      .join(language === 'ar' ? '، ' : ', '),
  }));
  return (
    <Box component="section" aria-labelledby="tariff-preview-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="tariff-preview-title">
        {t('preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('preview.intro', {
          label: ltr(preview.en_vigueur.label),
          date: shownDate(preview.en_vigueur.date_effet),
        })}
      </Typography>
      <PriceTable caption={t('preview.starting')} rows={starting} />
      <PriceTable caption={t('preview.samples')} rows={samples} />
    </Box>
  );
}

import { formatDisplayDate } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useStartingPrices } from '../../../api/get-starting-prices';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatAmount } from '../../../lib/format';
import { localizedName } from '../../../lib/localized';

/** Prices come from the server's tariff engine: the web app holds no copy of the tariff. */
export function StartingPriceTable() {
  const { t } = useTranslation();
  const prices = useStartingPrices();
  const language = currentLanguage();

  if (prices.isPending) {
    return (
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{t('offer.pricesLoading')}</Typography>
      </Stack>
    );
  }
  if (prices.isError) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void prices.refetch()}>
            {t('offer.retry')}
          </Button>
        }
      >
        {t('offer.pricesError')}
      </Alert>
    );
  }
  return (
    <>
      <Table
        size="small"
        aria-label={t('offer.pricesTitle')}
        data-testid="starting-prices"
        sx={{
          '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
          '& .MuiTableCell-head': { whiteSpace: 'normal' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('offer.usage')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('offer.startingPrice')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('offer.trailer')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.data.result.map((row) => (
            <TableRow key={row.usage_Id} data-usage={row.usage_Code}>
              <TableCell component="th" scope="row">
                {localizedName(row, 'usage_Name', language)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} dir="ltr">
                {formatAmount(row.prix_depart)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} dir="ltr">
                {t('offer.trailerRate', { rate: row.taux_remorque })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('offer.tariffVersion', {
          version: prices.data.tarif_version,
          date: formatDisplayDate(prices.data.date),
        })}
      </Typography>
    </>
  );
}

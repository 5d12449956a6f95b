import { formatDisplayDate, localizedName, USAGES } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
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

/**
 * Prices come from the server's tariff engine: the web app holds no copy of the tariff. While they
 * load, the catalogue's usages fill the same rows, so the page below does not jump when they arrive.
 */
export function StartingPriceTable() {
  const { t } = useTranslation();
  const prices = useStartingPrices();
  const language = currentLanguage();

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
          {prices.isPending
            ? USAGES.map((usage) => (
                <TableRow key={usage.usage_Id}>
                  <TableCell component="th" scope="row">
                    {localizedName(usage, 'usage_Name', language)}
                  </TableCell>
                  <TableCell align="right">
                    <Skeleton />
                  </TableCell>
                  <TableCell align="right">
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))
            : prices.data.result.map((row) => (
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
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 1 }}
        role={prices.isPending ? 'status' : undefined}
      >
        {prices.isPending
          ? t('offer.pricesLoading')
          : t('offer.tariffVersion', {
              version: prices.data.tarif_version,
              date: formatDisplayDate(prices.data.date),
            })}
      </Typography>
    </>
  );
}

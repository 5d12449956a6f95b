import Accordion from '@mui/material/Accordion';
import Box from '@mui/material/Box';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';

export type TFigureColumn = { key: string; label: string; numeric?: boolean };

/**
 * A chart's figures as a table (its text alternative, decision 054), folded under the chart: every
 * value the bars draw, read by a screen reader or by eye on a phone where bars are narrow.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  folded = true,
}: {
  caption: string;
  columns: readonly TFigureColumn[];
  rows: readonly Record<string, string>[];
  /** Under a chart, folded; a block that is only a table shows it. */
  folded?: boolean;
}) {
  const { t } = useTranslation('figures');
  const table = (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} scope="col">
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {columns.map((column, position) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                component={position === 0 ? 'th' : 'td'}
                scope={position === 0 ? 'row' : undefined}
                sx={{ whiteSpace: column.numeric ? 'nowrap' : 'normal' }}
              >
                {row[column.key]}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  // A table wider than a phone scrolls sideways: its box takes the focus, so a keyboard scrolls it too.
  const scrolling = (
    <Box tabIndex={0} role="group" aria-label={caption} sx={{ overflowX: 'auto' }}>
      {table}
    </Box>
  );
  if (!folded) return scrolling;
  return (
    <Accordion disableGutters elevation={0} sx={{ '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('charts.showTable')}</AccordionSummary>
      <AccordionDetails sx={{ px: 0 }}>{scrolling}</AccordionDetails>
    </Accordion>
  );
}

import type { TReferenceList } from '@bi/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceItems, type TReferenceItems } from '../api/reference-items';
import { folded, referenceId, referenceSearchText } from '../lib/reference-names';
import { AdminList } from './admin-list';

/** Rows drawn at once: ≈250 countries or hundreds of makes stay quick on a phone; more on demand. */
const STEP = 50;

/**
 * A reference list with its search (any name or code, case and accents aside), the first rows that
 * match and more on demand, and the list's own action (add) beside the search.
 */
export function ReferencePanel<L extends TReferenceList>({
  list,
  action,
  row,
}: {
  list: L;
  action?: ReactNode;
  row: (item: TReferenceItems[L], all: TReferenceItems[L][]) => ReactNode;
}) {
  const { t } = useTranslation('reference');
  const items = useReferenceItems(list);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(STEP);
  const wanted = folded(useDeferredValue(search).trim());
  const all = items.data?.value;
  const matching = all?.filter((item) => referenceSearchText(item).includes(wanted));
  return (
    <>
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="search"
          label={t(`search.${list}`)}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setLimit(STEP);
          }}
          sx={{ flex: '1 1 16rem', maxWidth: { sm: 480 } }}
        />
        {action}
      </Stack>
      <AdminList
        query={items}
        items={matching?.slice(0, limit)}
        label={t(`tabs.${list}`)}
        empty={t(wanted ? 'noMatch' : 'empty')}
        keyOf={(item) => referenceId(item)}
        render={(item) => row(item, all ?? [])}
      />
      {matching && matching.length > limit && (
        <Stack direction="row" sx={{ gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">
            {t('shown', { shown: limit, count: matching.length })}
          </Typography>
          <Button variant="outlined" onClick={() => setLimit((current) => current + STEP)}>
            {t('more')}
          </Button>
        </Stack>
      )}
    </>
  );
}

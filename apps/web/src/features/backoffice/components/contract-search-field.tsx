import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * What a staff list is searched by, as typed and as sent: the server's search (code, plate, name,
 * certificate number) is asked once typing pauses, not at every key.
 */
export function useContractSearch() {
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  return { typed, setTyped, q: q || undefined };
}

/** The search box of the queue, the terminations and the refunds: the same words, the same search. */
export function ContractSearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (typed: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <TextField
      type="search"
      label={t('queue.search')}
      helperText={t('queue.searchHelp')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      autoComplete="off"
    />
  );
}

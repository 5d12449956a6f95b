import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { notify } from '../../../lib/notifications';
import { useUpdateOfficeEmails } from '../api/office-emails-update';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { officeName } from '../lib/office-name';
import { fieldError } from '../../../lib/api-client';
import { AdminDialog } from './admin-dialog';

/** The server keeps at most ten mailboxes per office. */
const MAX_EMAILS = 10;

/**
 * The office's mailboxes, one field each. Empty fields are left out of the call; the server's word on
 * `emails.N` is shown under the field it came from.
 */
export function OfficeEmailsDialog({
  office,
  onClose,
}: {
  office: TOfficeWithMailboxes;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdateOfficeEmails();
  const [emails, setEmails] = useState(office.emails.length > 0 ? office.emails : ['']);
  const [sentRows, setSentRows] = useState<number[]>([]);
  const setAt = (row: number, value: string) =>
    setEmails((current) => current.map((email, index) => (index === row ? value : email)));
  const submit = () => {
    const rows = emails.flatMap((email, index) => (email.trim() ? [index] : []));
    setSentRows(rows);
    update.mutate(
      { id: office.intermediaire_Id, emails: rows.map((row) => emails[row]!.trim()) },
      {
        onSuccess: () => {
          notify('success', t('offices.edit.done', { office: officeName(office) }));
          onClose();
        },
      },
    );
  };
  const errorOfRow = (row: number) => {
    const sent = sentRows.indexOf(row);
    return sent === -1 ? undefined : fieldError(update.error, `emails.${sent}`);
  };
  return (
    <AdminDialog
      title={t('offices.edit.title', { office: officeName(office) })}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      confirm={{ label: t('offices.edit.confirm') }}
    >
      <Typography>{t('offices.edit.text', { max: MAX_EMAILS })}</Typography>
      {emails.map((email, row) => (
        <Stack key={row} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('offices.edit.email', { number: row + 1 })}
            type="email"
            value={email}
            onChange={(event) => setAt(row, event.target.value)}
            error={Boolean(errorOfRow(row))}
            helperText={errorOfRow(row)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 254, dir: 'ltr', autoComplete: 'off' } }}
          />
          <IconButton
            aria-label={t('offices.edit.remove', { number: row + 1 })}
            onClick={() => setEmails((current) => current.filter((_email, index) => index !== row))}
            size="large"
          >
            <Icon name="close" />
          </IconButton>
        </Stack>
      ))}
      <Button
        onClick={() => setEmails((current) => [...current, ''])}
        disabled={emails.length >= MAX_EMAILS}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('offices.edit.add')}
      </Button>
    </AdminDialog>
  );
}

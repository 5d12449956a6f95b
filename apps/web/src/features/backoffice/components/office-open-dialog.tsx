import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { useSetOfficeOpen } from '../api/office-open';
import { officeCity, officeName } from '../lib/office-name';
import { AdminDialog } from './admin-dialog';

/**
 * Closing stops the office's new contracts (step 2 no longer offers it) and keeps its contracts
 * workable; reopening offers it again. Either is confirmed first.
 */
export function OfficeOpenDialog({ office, onClose }: { office: TOfficeWithMailboxes; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const setOpen = useSetOfficeOpen();
  const action = office.actif ? 'close' : 'reopen';
  const name = officeName(office);
  const submit = () =>
    setOpen.mutate(
      { id: office.intermediaire_Id, open: !office.actif },
      {
        onSuccess: () => {
          notify('success', t(`offices.${action}.done`, { office: name }));
          onClose();
        },
      },
    );
  return (
    <AdminDialog
      title={t(`offices.${action}.title`, { office: name })}
      onClose={onClose}
      onSubmit={submit}
      pending={setOpen.isPending}
      error={setOpen.error}
      confirm={{ label: t(`offices.${action}.confirm`), color: office.actif ? 'error' : 'primary' }}
    >
      <Typography>{t(`offices.${action}.text`, { city: officeCity(office) })}</Typography>
    </AdminDialog>
  );
}

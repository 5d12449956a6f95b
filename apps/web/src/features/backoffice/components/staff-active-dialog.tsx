import type { TStaffMember } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useUpdateStaff } from '../api/staff-update';
import { AdminDialog } from './admin-dialog';

/**
 * Deactivating ends the member's sessions and stops their sign-in at once; reactivating lets them sign
 * in again with their password. Either is confirmed first.
 */
export function StaffActiveDialog({ member, onClose }: { member: TStaffMember; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateStaff();
  const action = member.active ? 'deactivate' : 'reactivate';
  const submit = () =>
    update.mutate(
      { id: member.id, change: { active: !member.active } },
      {
        onSuccess: () => {
          notify('success', t(`staff.${action}.done`, { email: member.email }));
          onClose();
        },
      },
    );
  return (
    <AdminDialog
      title={t(`staff.${action}.title`)}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      confirm={{ label: t(`staff.${action}.confirm`), color: member.active ? 'error' : 'primary' }}
    >
      <Typography>{t(`staff.${action}.text`, { email: member.email })}</Typography>
    </AdminDialog>
  );
}

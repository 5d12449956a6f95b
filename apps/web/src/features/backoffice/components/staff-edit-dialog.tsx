import type { TStaffMember, TStaffRole } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { useUpdateStaff, type TStaffChange } from '../api/staff-update';
import { fieldError } from '../../../lib/api-client';
import { AdminDialog } from './admin-dialog';
import { StaffRoleField } from './staff-fields';
import { StaffOfficesField } from './staff-offices-field';

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** A member's role and offices; only what changed is sent. An administrator cannot demote themself. */
export function StaffEditDialog({
  member,
  isSelf,
  offices,
  officesLoading,
  onClose,
}: {
  member: TStaffMember;
  isSelf: boolean;
  offices: TOfficeWithMailboxes[];
  officesLoading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const update = useUpdateStaff();
  const [role, setRole] = useState<TStaffRole>(member.role);
  const [officeIds, setOfficeIds] = useState<number[]>(member.office_ids);
  const [tried, setTried] = useState(false);
  const noOffice = role === 'clerk' && officeIds.length === 0;
  const change: TStaffChange = {
    ...(role !== member.role && { role }),
    ...(role === 'clerk' && !sameSet(officeIds, member.office_ids) && { office_ids: officeIds }),
  };
  const submit = () => {
    setTried(true);
    if (noOffice) return;
    if (Object.keys(change).length === 0) return onClose();
    update.mutate(
      { id: member.id, change },
      {
        onSuccess: () => {
          notify('success', t('staff.edit.done', { email: member.email }));
          onClose();
        },
      },
    );
  };
  return (
    <AdminDialog
      title={t('staff.edit.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      error={update.error}
      confirm={{ label: t('staff.edit.confirm') }}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>{member.email}</Typography>
      <StaffRoleField
        value={role}
        onChange={setRole}
        disabled={isSelf}
        helperText={isSelf ? t('staff.edit.notSelf') : (fieldError(update.error, 'role') ?? undefined)}
      />
      {role === 'clerk' && (
        <StaffOfficesField
          offices={offices}
          loading={officesLoading}
          value={officeIds}
          onChange={setOfficeIds}
          error={
            (tried && noOffice && t('staff.form.officeRequired')) || fieldError(update.error, 'office_ids')
          }
        />
      )}
    </AdminDialog>
  );
}

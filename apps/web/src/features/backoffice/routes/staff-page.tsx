import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { useOffices } from '../api/office-list';
import { useStaffMembers } from '../api/staff-list';
import { AdminList } from '../components/admin-list';
import { AdminPageTitle } from '../components/admin-page-title';
import { StaffCard } from '../components/staff-card';
import { StaffInviteDialog } from '../components/staff-invite-dialog';
import { useStaff } from '../lib/use-staff';

/**
 * The insurer's staff (an administrator's screen): invite, change role and offices, deactivate, send the
 * invitation again. A clerk who opens the address reads the server's refusal.
 */
export function StaffPage() {
  const { t } = useTranslation('admin');
  const me = useStaff();
  const members = useStaffMembers();
  const offices = useOffices();
  const [dialog, setDialog] = useDialogInHistory<'invite'>('staff-page');
  const officeList = offices.data?.value ?? [];
  return (
    <>
      <AdminPageTitle
        title={t('staff.title')}
        intro={t('staff.intro')}
        action={
          members.data && (
            <Button variant="contained" size="large" onClick={() => setDialog('invite')}>
              {t('staff.invite.open')}
            </Button>
          )
        }
      />
      <AdminList
        query={members}
        items={members.data?.value}
        label={t('staff.title')}
        empty={t('staff.empty')}
        keyOf={(member) => member.id}
        render={(member) => (
          <StaffCard
            member={member}
            isSelf={member.id === me.id}
            offices={officeList}
            officesLoading={offices.isPending}
          />
        )}
      />
      {dialog === 'invite' && (
        <StaffInviteDialog
          offices={officeList}
          officesLoading={offices.isPending}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

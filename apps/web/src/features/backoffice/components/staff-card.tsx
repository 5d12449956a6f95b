import type { TStaffMember } from '@bi/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { notify } from '../../../lib/notifications';
import type { TOfficeWithMailboxes } from '../api/office-list';
import { useResendInvitation } from '../api/staff-resend-invitation';
import { AdminFacts } from './admin-facts';
import { shownInstant } from './admin-format';
import { StaffActiveDialog } from './staff-active-dialog';
import { StaffEditDialog } from './staff-edit-dialog';
import { officeLabel } from './staff-offices-field';

type TProps = {
  member: TStaffMember;
  isSelf: boolean;
  offices: TOfficeWithMailboxes[];
  officesLoading: boolean;
};

/** The invitation's state: the password set, an invitation waiting, or none sent. */
function useInvitationText(member: TStaffMember) {
  const { t } = useTranslation('admin');
  if (member.password_set) return t('staff.invitation.accepted');
  if (member.invited_at) return t('staff.invitation.pending', { at: shownInstant(member.invited_at) });
  return t('staff.invitation.none');
}

/** A clerk or an administrator: role, offices, state, and what an administrator may change. */
export function StaffCard({ member, isSelf, offices, officesLoading }: TProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [dialog, setDialog] = useDialogInHistory<'edit' | 'active'>(`staff:${member.id}`);
  const resend = useResendInvitation();
  const invitation = useInvitationText(member);
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ') || member.email;
  const officeNames = member.office_ids.map((id) => {
    const office = offices.find((candidate) => candidate.intermediaire_Id === id);
    return office ? officeLabel(office) : t('staff.unknownOffice', { id });
  });
  const resendInvitation = () =>
    resend.mutate(member.id, {
      onSuccess: () => notify('success', t('staff.invitation.sent', { email: member.email })),
      onError: (error) => notify('error', error.message),
    });
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="staff-card">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" id={titleId} sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Chip
            size="small"
            color={member.role === 'admin' ? 'primary' : 'default'}
            label={t(`staff.roles.${member.role}`)}
          />
          <Chip
            size="small"
            variant={member.active ? 'filled' : 'outlined'}
            color={member.active ? 'success' : 'error'}
            label={t(member.active ? 'staff.active' : 'staff.inactive')}
            data-testid="staff-active"
          />
        </Stack>
        <AdminFacts
          facts={[
            { label: t('staff.form.email'), value: <bdi dir="ltr">{member.email}</bdi> },
            {
              label: t('staff.form.offices'),
              value:
                member.role === 'admin'
                  ? t('staff.allOffices')
                  : officeNames.join(' · ') || t('staff.noOffice'),
              testId: 'staff-offices',
            },
            { label: t('staff.invitation.label'), value: invitation, testId: 'staff-invitation' },
          ]}
        />
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button variant="outlined" size="large" onClick={() => setDialog('edit')}>
          {t('staff.edit.open')}
        </Button>
        {!member.password_set && member.active && (
          <Button variant="outlined" size="large" onClick={resendInvitation} loading={resend.isPending}>
            {t('staff.invitation.resend')}
          </Button>
        )}
        {!isSelf && (
          <Button
            variant="outlined"
            size="large"
            color={member.active ? 'error' : 'primary'}
            onClick={() => setDialog('active')}
          >
            {t(member.active ? 'staff.deactivate.open' : 'staff.reactivate.open')}
          </Button>
        )}
      </CardActions>
      {dialog === 'edit' && (
        <StaffEditDialog
          member={member}
          isSelf={isSelf}
          offices={offices}
          officesLoading={officesLoading}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'active' && <StaffActiveDialog member={member} onClose={() => setDialog(null)} />}
    </Card>
  );
}

import type { TAuthorityKey } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';
import { useRevokeAuthorityKey } from '../api/authority-keys';
import { AdminDialog } from './admin-dialog';

/** Revoking cannot be undone: the authority's next lookup is refused, so it is confirmed first. */
export function AuthorityKeyRevokeDialog({
  authorityKey,
  onClose,
}: {
  authorityKey: TAuthorityKey;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const revoke = useRevokeAuthorityKey();
  const authority = authorityKey.authority;
  const submit = () =>
    revoke.mutate(authorityKey.id, {
      onSuccess: () => {
        notify('success', t('authorities.revoke.done', { authority }));
        onClose();
      },
    });
  return (
    <AdminDialog
      title={t('authorities.revoke.title', { authority })}
      onClose={onClose}
      onSubmit={submit}
      pending={revoke.isPending}
      error={revoke.error}
      confirm={{ label: t('authorities.revoke.confirm'), color: 'error' }}
    >
      <Typography>{t('authorities.revoke.text')}</Typography>
    </AdminDialog>
  );
}

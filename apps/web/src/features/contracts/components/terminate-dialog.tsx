import type { TSouscriptionAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestTermination } from '../api/request-termination';
import { ltr } from '../lib/display';
import { isOvertaken } from '../lib/card-actions';
import { usePendingExtension } from '../lib/pending-extension';
import { ActionDialog, ReasonField, reasonBody } from './action-dialog';

/** Termination is the insurer's to make (spec §4): the request goes to them, with how to reach them. */
export function TerminateDialog({
  subscription,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation(['contracts', 'common']);
  const terminate = useRequestTermination(() => t('terminate.done'));
  const [reason, setReason] = useState('');
  // Said before, not only on the extension's card afterwards: asking puts that extension on hold.
  const extension = usePendingExtension(subscription);
  const email = t('common:footer.contactEmail');
  const phone = t('common:footer.contactPhone');
  const confirm = () => terminate.mutate({ subscription, body: reasonBody(reason) }, { onSuccess: onClose });
  return (
    <ActionDialog
      title={t('terminate.title')}
      onClose={onClose}
      pending={terminate.isPending}
      overtaken={isOvertaken(subscription, 'terminate', terminate)}
      holdsWords={reason.trim() !== ''}
      error={terminate.error}
      confirm={{ label: t('terminate.confirm'), onClick: confirm }}
    >
      <Typography>{t('terminate.text', { code: ltr(subscription.code_str) })}</Typography>
      {extension && (
        <Alert severity="warning" data-testid="pending-extension">
          {t('terminate.pendingExtension', { code: ltr(extension.code_str) })}
        </Alert>
      )}
      <Stack sx={{ gap: 0.5 }}>
        <Typography>{t('terminate.contact')}</Typography>
        <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
        <Link href={`tel:${phone.replaceAll(' ', '')}`} dir="ltr" sx={{ alignSelf: 'flex-start' }}>
          {phone}
        </Link>
      </Stack>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

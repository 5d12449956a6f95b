import type { TSouscriptionAnswer } from '@bi/domain';
import { lazy, Suspense } from 'react';
import { LoadingBar } from '../../../components/loading-bar';
import { CancelDialog } from './cancel-dialog';
import { ChangeContractDialog } from './change-contract-dialog';
import { DetailDialog } from './detail-dialog';
import { ExtendDialog } from './extend-dialog';
import { TerminateDialog } from './terminate-dialog';
import { WithdrawDialog } from './withdraw-dialog';

export type TContractDialog =
  'detail' | 'cancel' | 'effectDate' | 'changeContract' | 'terminate' | 'withdraw' | 'extend';

/** Its calendar brings date-fns: fetched when the dialog is first opened, not with the list. */
const EffectDateDialog = lazy(async () => ({
  default: (await import('./effect-date-dialog')).EffectDateDialog,
}));

/**
 * The one dialog open on a card. Each is mounted only while open, so it starts afresh (no reason or
 * refusal left from a previous opening).
 */
export function ContractDialogs({
  dialog,
  subscription,
  onChange,
}: {
  dialog: TContractDialog | null;
  subscription: TSouscriptionAnswer;
  onChange: (dialog: TContractDialog | null) => void;
}) {
  const props = { subscription, onClose: () => onChange(null) };
  switch (dialog) {
    case 'detail':
      return <DetailDialog {...props} />;
    case 'cancel':
      return <CancelDialog {...props} />;
    case 'effectDate':
      return (
        <Suspense fallback={<LoadingBar />}>
          <EffectDateDialog {...props} />
        </Suspense>
      );
    case 'changeContract':
      return <ChangeContractDialog {...props} onCancelInstead={() => onChange('cancel')} />;
    case 'terminate':
      return <TerminateDialog {...props} />;
    case 'withdraw':
      return <WithdrawDialog {...props} />;
    case 'extend':
      return <ExtendDialog {...props} />;
    default:
      return null;
  }
}

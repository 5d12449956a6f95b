import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { pendingDetail } from '../../../lib/pending-detail';
import { useContract } from '../api/get-contract';
import { contractsOf, useContracts } from '../api/get-contracts';
import { cardActionsOf } from '../lib/card-actions';
import { DetailDialog } from './detail-dialog';

/**
 * The contract a mail's link names: the card's own when the list holds it, else read on its own
 * once the first page shows it is further down (or the list failed). Unknown or not the customer's,
 * the server's words say so and the address is cleared.
 */
function AddressedDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const contracts = useContracts();
  const listed = contracts.data && contractsOf(contracts.data).find((contract) => contract._id === id);
  const single = useContract(id, { enabled: !contracts.isPending && !listed });
  const subscription = listed ?? single.data;
  // Followed: sign-in has led here, it must not lead here again.
  useEffect(() => pendingDetail.clear(), []);
  const failed = single.error;
  // A contract without a detail (not paid yet, cancelled) shows as its card does: no dialog.
  const shown = subscription && cardActionsOf(subscription).detail;
  useEffect(() => {
    if (failed) notify('error', errorMessage(failed));
  }, [failed]);
  const closing = Boolean(failed) || (subscription !== undefined && !shown);
  useEffect(() => {
    if (closing) onClose();
  }, [closing, onClose]);
  return shown ? <DetailDialog subscription={subscription} onClose={onClose} /> : null;
}

/** `/?detail=<id>` opens that contract's detail at once; closing it takes `detail` off the address. */
export function DetailFromAddress() {
  const [params, setParams] = useSearchParams();
  const id = params.get('detail');
  if (!id) return null;
  const close = () =>
    setParams(
      (current) => {
        current.delete('detail');
        return current;
      },
      { replace: true },
    );
  return <AddressedDetail key={id} id={id} onClose={close} />;
}

import type { TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readCurrentCertificate } from '../certificates/current-certificate';
import { subscriptionIn } from '../subscriptions/subscription-scope';
import { readContractInForce } from './printable-documents';
import { recordView } from './record-view';

/**
 * GET /backoffice/souscriptions/{id}/pdf|certificate: the contract or the certificate in force as
 * archived, for a contract of the caller's offices, each print journalled. 404 before signing.
 */
export async function printAtCounter(
  db: TDatabase,
  storage: TFileStorage,
  staff: TStaffActor,
  request: { id: string; document: 'contract' | 'certificate' },
  context: Pick<TRequestContext, 'requestId'>,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await subscriptionIn(db, staff, request.id);
  const printed = { action: 'contract.printed', subscriptionId: row.id } as const;
  if (request.document === 'contract') {
    const contract = await readContractInForce(db, storage, row.id);
    if (!contract) throw new AppError(404, 'backoffice.contractNotSigned');
    await recordView(db, staff, { ...printed, data: { document: 'contract' } }, context);
    return { fileName: `${row.codeStr}.pdf`, bytes: contract.bytes };
  }
  const certificate = await readCurrentCertificate(db, storage, row.id);
  if (!certificate) throw new AppError(404, 'certificate.notFound');
  await recordView(
    db,
    staff,
    { ...printed, data: { document: 'certificate', number: certificate.number } },
    context,
  );
  return { fileName: `${certificate.number}.pdf`, bytes: certificate.bytes };
}

import type { TExtensionLinkAnswer } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { signatureStatus } from '../signature/signature-status';
import { findOwnSubscription, type TSubscriptionRow } from '../subscriptions/repository';

/** What a reminder's link needs of the configuration: the key its token is signed with, the app's address. */
export type TLinkSettings = { secret: string; publicUrl: string };

/**
 * What the link's page may show of an extension and the contract it extends (no personal data), and
 * the signing page's address once the extension is paid and its signature waits.
 */
export async function extensionLinkAnswer(
  db: TDatabase,
  settings: TLinkSettings,
  owner: { userId: string; extendedId: string },
  extension: TSubscriptionRow,
  context: Pick<TRequestContext, 'now'>,
): Promise<TExtensionLinkAnswer> {
  const extended = await findOwnSubscription(db, owner.extendedId, owner.userId);
  if (!extended) throw new AppError(404, 'subscription.notFound');
  const signature = await signatureStatus(db, extension, settings.publicUrl, context.now);
  return {
    extended: { code_str: extended.codeStr, immatriculation: extended.vehiculeInfo?.immatriculation ?? '' },
    extension: {
      _id: extension.id,
      code_str: extension.codeStr,
      statut: extension.statut,
      version: extension.version,
      periode_info: extension.periodeInfo,
      simulation_result: extension.simulationResult,
    },
    signing_url: signature.demande?.signing_url ?? null,
  };
}

import { isEditable, type TBureauAnswer, type TExtensionLinkAnswer, type TTariffTable } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { offeredPeriods, extensionWaitsForPeriod } from '../after-sale/prefill-extension';
import { bureauAnswerOf } from '../reference/office-answer';
import { findCity, listOfficesOfCity } from '../reference/repository';
import { signatureStatus } from '../signature/signature-status';
import { findOwnSubscription, type TSubscriptionRow } from '../subscriptions/repository';

/** What a reminder's link needs of the configuration: the key its token is signed with, the app's address. */
export type TLinkSettings = { secret: string; publicUrl: string };

/**
 * An extension still to pay whose office has closed since its contract was sold, and the open offices
 * of its entry city (none where that city was switched off too: the sign-in leads to step 2).
 */
async function closedOfficeOf(
  db: TDatabase,
  extension: TSubscriptionRow,
): Promise<{ office_closed: boolean; open_offices: TBureauAnswer[] }> {
  const open = { office_closed: false, open_offices: [] };
  if (!isEditable(extension.statut) || extension.officeId === null) return open;
  const [closed] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.id, extension.officeId), eq(offices.active, false)));
  if (!closed) return open;
  const cityId = extension.userInfo.ville_entree;
  const city = cityId === undefined ? undefined : await findCity(db, cityId);
  const choices = city ? await listOfficesOfCity(db, city.id) : [];
  return { office_closed: true, open_offices: choices.map(bureauAnswerOf) };
}

/**
 * What the link's page may show of an extension and the contract it extends (no personal data), and
 * the signing page's address once the extension is paid and its signature waits; where its office has
 * closed since, the offices it may move to; where its contract's period was switched off since, the
 * periods offered today with their prices, as paying one would price it.
 */
export async function extensionLinkAnswer(
  db: TDatabase,
  settings: TLinkSettings & { tariffs: readonly TTariffTable[] },
  owner: { userId: string; extendedId: string },
  extension: TSubscriptionRow,
  context: TRequestContext,
): Promise<TExtensionLinkAnswer> {
  const extended = await findOwnSubscription(db, owner.extendedId, owner.userId);
  if (!extended) throw new AppError(404, 'subscription.notFound');
  const periodOff = extensionWaitsForPeriod(extension);
  const offered = periodOff
    ? await db.transaction((tx) =>
        offeredPeriods(tx, { extension, extended, tariffs: settings.tariffs }, context),
      )
    : [];
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
    ...(await closedOfficeOf(db, extension)),
    period_off: periodOff,
    offered_periods: offered,
    signing_url: signature.demande?.signing_url ?? null,
  };
}

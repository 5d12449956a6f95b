import type { TSouscriptionAnswer } from '@bi/domain';
import type { subscriptions } from '../../db/schema';

type TSubscriptionRow = typeof subscriptions.$inferSelect;
type TJsonObject = Record<string, unknown>;

export function toSouscriptionAnswer(row: TSubscriptionRow): TSouscriptionAnswer {
  return {
    _id: row.id,
    code_str: row.codeStr,
    statut: row.statut,
    current_step: row.currentStep,
    user_info: row.userInfo as TJsonObject,
    vehicule_info: row.vehiculeInfo as TJsonObject | null,
    periode_info: row.periodeInfo as TJsonObject | null,
    pack_info: row.packInfo as TJsonObject | null,
    documents_info: row.documentsInfo as TJsonObject | null,
    payment_info: row.paymentInfo as { is_paid: boolean },
    simulation_result: row.simulationResult as TJsonObject | null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

import { isPaid, isReadyToPay, type TSouscriptionAnswer } from '@bi/domain';
import type { TSubscriptionRow } from './repository';

/** A stored subscription as the spec names it on the wire; paid and ready to pay follow from the row. */
export function toSouscriptionAnswer(row: TSubscriptionRow): TSouscriptionAnswer {
  return {
    _id: row.id,
    code_str: row.codeStr,
    statut: row.statut,
    current_step: row.currentStep,
    ready_to_pay: isReadyToPay(row.statut, row.currentStep, row.periodeInfo?.date_effet),
    user_info: row.userInfo,
    vehicule_info: row.vehiculeInfo,
    periode_info: row.periodeInfo,
    pack_info: row.packInfo,
    documents_info: row.documentsInfo,
    payment_info: { ...row.paymentInfo, is_paid: isPaid(row.statut) },
    simulation_result: row.simulationResult,
    extended_from: row.extendedFromId,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

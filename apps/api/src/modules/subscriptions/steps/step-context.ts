import type { TIsoDate, TLanguage, TTariffTable } from '@bi/domain';
import type { TTransaction } from '../../../db/client';
import type { TChangeEvent, TSubscriptionChanges, TSubscriptionRow } from '../repository';

export type TStepContext = {
  tx: TTransaction;
  row: TSubscriptionRow;
  userId: string;
  language: TLanguage;
  ip: string;
  /** The server's today in Morocco (its clock), which every date rule of a step reads. */
  today: TIsoDate;
  /** The approved tariff versions, read before the transaction (decision 053). */
  tariffs: readonly TTariffTable[];
};

/**
 * What saving a step changes. `redoFrom` is the first later step whose data the change cleared:
 * current_step moves back to it so that resuming lands there. `event` is a move of the lifecycle,
 * which the saver passes through the domain's transition table.
 */
export type TStepOutcome = {
  changes: Omit<TSubscriptionChanges, 'statut' | 'currentStep'>;
  redoFrom?: number;
  event?: TChangeEvent;
};

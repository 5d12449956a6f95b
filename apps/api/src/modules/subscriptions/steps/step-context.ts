import type { TLanguage } from '@bi/domain';
import type { TTransaction } from '../../../db/client';
import type { TSubscriptionRow } from '../repository';

export type TStepContext = { tx: TTransaction; row: TSubscriptionRow; userId: string; language: TLanguage };

/**
 * What saving a step changes. `redoFrom` is the first later step whose data the change cleared:
 * current_step moves back to it so that resuming lands there.
 */
export type TStepOutcome = {
  changes: Partial<
    Pick<
      TSubscriptionRow,
      | 'userInfo'
      | 'vehiculeInfo'
      | 'periodeInfo'
      | 'packInfo'
      | 'documentsInfo'
      | 'simulationResult'
      | 'statut'
    >
  >;
  redoFrom?: number;
};

export type TJson = Record<string, unknown>;
export const json = (value: unknown): TJson => (value ?? {}) as TJson;

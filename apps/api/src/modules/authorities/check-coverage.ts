import { plateKey, systemActor, type TCoverageAnswer, type TIsoDate } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { audit } from '../../lib/audit';
import type { TAuthority } from './authority-of';
import { coverageByPlate } from './coverage-by-plate';

/**
 * The authorities' answer for a plate today: covered, until when and by which certificate, nothing
 * about the person. Each answer is a line of the journal naming the key, the plate and what was said.
 */
export async function checkCoverage(
  db: TDatabase,
  authority: TAuthority,
  input: { plate: string; today: TIsoDate; requestId: string },
): Promise<TCoverageAnswer> {
  const found = await coverageByPlate(db, input.plate, input.today);
  const answer: TCoverageAnswer = {
    plate: input.plate.toUpperCase(),
    covered: found !== undefined,
    ...(found && { valid_until: found.validTo, certificate_number: found.number }),
  };
  await audit(db, {
    // An outside caller known by its key, as a provider's callback is: not a person of ours.
    actor: systemActor('authority-check'),
    action: 'authority.coverage_checked',
    entityType: 'authority_key',
    entityId: authority.id,
    data: {
      authority: authority.authority,
      prefix: authority.prefix,
      checked_on: input.today,
      ...answer,
      plate_key: plateKey(input.plate),
    },
    requestId: input.requestId,
  });
  return answer;
}

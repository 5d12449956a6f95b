import { namesOfType, normalizePhone, type TInsured, type TStep0 } from '@bi/domain';
import type { TStepOutcome } from './step-context';

/** Contact details; a change of person type invalidates the identity number and the documents. */
export function applyContact(previous: TInsured, body: TStep0): TStepOutcome {
  const phone = normalizePhone(body.phone, body.country_code)!;
  const names = namesOfType(body);
  const typeChanged = previous.type !== undefined && previous.type !== body.type;
  return {
    changes: {
      userInfo: {
        ...previous,
        type: body.type,
        first_name: names.first_name ?? null,
        last_name: names.last_name ?? null,
        raison_sociale: names.raison_sociale ?? null,
        email: body.email,
        phone: phone.phone,
        country_code: phone.country_code,
        accept_cgu: true,
        ...(typeChanged && { num_identity: null }),
      },
      ...(typeChanged && { documentsInfo: null }),
    },
    ...(typeChanged && { redoFrom: 1 }),
  };
}

import { displayName, normalizePhone, type TLanguage } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { enqueue } from '../notifications/enqueue';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { insertSignatureRequest } from '../signature-requests/signature-request-rows';

/** A signing link stays open this long: time to reach a phone with signal after the ferry. */
export const SIGNATURE_REQUEST_TTL_DAYS = 30;

export const signingUrl = (publicUrl: string, demande: string) => `${publicUrl}/signer/${demande}`;

/**
 * After the payment is authorised, in the same transaction: the request to sign (the `demande`), and
 * its invitation by mail and by SMS to the subscription's verified phone.
 */
export async function openSignatureRequest(
  tx: TTransaction,
  row: TSubscriptionRow,
  context: { language: TLanguage; publicUrl: string; now: Date },
): Promise<{ id: string }> {
  const insured = row.userInfo;
  const phone = normalizePhone(insured.phone ?? '', insured.country_code ?? '');
  if (!phone) throw new Error(`subscription ${row.id}: no valid phone to send the signing code to`);
  const request = await insertSignatureRequest(tx, {
    subscriptionId: row.id,
    phone: phone.e164,
    language: context.language,
    // On the app's clock, as every date rule: CLOCK_OFFSET_DAYS may move past it.
    expiresAt: new Date(context.now.getTime() + SIGNATURE_REQUEST_TTL_DAYS * 86_400_000),
  });
  const params = {
    code: row.codeStr,
    name: displayName(insured),
    link: signingUrl(context.publicUrl, request.id),
  };
  if (insured.email) {
    await enqueue(tx, {
      channel: 'email',
      to: insured.email,
      language: context.language,
      template: 'signature_invitation',
      params,
    });
  }
  await enqueue(tx, {
    channel: 'sms',
    to: phone.e164,
    language: context.language,
    template: 'signature_invitation_sms',
    params,
  });
  return { id: request.id };
}

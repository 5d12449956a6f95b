import {
  maskPhone,
  RESEND_DELAY_SECONDS,
  SMS_CODE_LENGTH,
  translate,
  type TSendSigningCodeBody,
} from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { issueCode } from '../auth/one-time-codes';
import { enqueue } from '../notifications/enqueue';
import { markSigningCodeSent } from '../signature-requests/signature-request-rows';
import { findSigningRequest, resendIn } from './signing-request';
import { machineNow } from '../../lib/clock';

/**
 * A 6-digit code by SMS to the phone the request was opened for (the subscription's verified one),
 * never to a number the caller gives. The one-time code machinery of the accounts keeps only its
 * hash, replaces the previous one, holds the 60 s delay and the hourly caps per request and per
 * address; the code's target is the request, so it signs nothing else. The page opening asks without
 * `resend`: a code still alive is then kept, since a new one would void the SMS the signer has (a
 * reload, a second tap on the link); only the signer's own Resend replaces it. Asked too soon or too
 * often, the 429 says in `resend_in` when the next code can be sent, for the page's countdown.
 */
export async function sendSigningCode(
  db: TDatabase,
  config: TConfig,
  demande: string,
  { resend = false }: TSendSigningCodeBody,
  context: TRequestContext,
) {
  const { request, subscription } = await findSigningRequest(db, demande, { now: context.now });
  if (request.status === 'signed') throw new AppError(409, 'signature.alreadySigned');
  let outcome: 'sent' | 'kept';
  try {
    outcome = await issueCode(
      db,
      config,
      {
        channel: 'sms',
        target: request.id,
        purpose: 'contract_signature',
        ip: context.ip,
        length: SMS_CODE_LENGTH,
        keepLive: !resend,
      },
      async (tx, code, minutes) => {
        await markSigningCodeSent(tx, request.id, machineNow());
        await enqueue(tx, {
          channel: 'sms',
          to: request.phone,
          // The signer reads the page in this language; the SMS follows it.
          language: context.language,
          template: 'signature_code_sms',
          params: { code: subscription.codeStr, otp: code, minutes },
          publicUrl: config.publicUrl,
        });
      },
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    const wait =
      error.key === 'auth.resendTooEarly' ? Number(error.params.seconds) : Number(error.params.minutes) * 60;
    return {
      status: 429 as const,
      body: { message: translate(context.language, error.key, error.params), resend_in: wait },
    };
  }
  const sent = outcome === 'sent';
  return {
    status: 200 as const,
    body: {
      ok: true as const,
      sent,
      // Isolated left to right, so that in an Arabic sentence the + and the digits keep their order.
      message: translate(context.language, sent ? 'signature.codeSent' : 'signature.codeKept', {
        phone: `\u2066${maskPhone(request.phone)}\u2069`,
      }),
      resend_in: sent ? RESEND_DELAY_SECONDS : resendIn(request),
    },
  };
}

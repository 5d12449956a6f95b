import { setTimeout as sleep } from 'node:timers/promises';
import { expectStatus, Surprise, type TSubscription } from './journey-answers';
import { payOnGateway } from './journey-payment';
import { stepBodies } from './journey-steps';
import { TransientFailure, type TRequest, type TSend } from './proxy-client';

/**
 * The milestones of a journey (signed up, steps 1 to 7, paid, signed), counted so that the faults
 * strike while journeys are under way.
 */
export const MILESTONES_PER_JOURNEY = 10;

/** Unexpected answers in a row before a journey stops where it is (then judged resumable or not). */
const MAX_SURPRISES = 8;
const PASSWORD = 'Secret1';
/** The code line every code SMS ends with (`code-sms.ts`). */
const CODE_LINE = /^@\S+ #(\d{6})$/m;

export type TJourneyResult = {
  index: number;
  email: string;
  subscriptionId: string | undefined;
  signed: boolean;
  /** Calls tried again after no answer, a 502/503/504 or a 429 with Retry-After. */
  retries: number;
  /** Other unexpected answers, after which the journey read where it was and carried on. */
  surprises: number;
  /** Why it stopped short of signed. */
  stoppedBy: string | undefined;
};

/**
 * One customer from the sign-up (SMS code from the dev outbox) through steps 1 to 7, the card payment
 * on the sandbox gateway and the signature. After any failed call it waits a moment and carries on
 * from what the server says: the subscription is read again and the next thing it lacks is done, as
 * the web app's "continue" does, so a journey measures whether the work done so far survived.
 */
export async function runJourney(
  index: number,
  context: { send: TSend; deadline: number; milestone: () => void },
): Promise<TJourneyResult> {
  const { send } = context;
  const phone = `6${String(index).padStart(4, '0')}${String(process.pid % 10_000).padStart(4, '0')}`;
  const e164 = `+212${phone}`;
  const email = `chaos.${index}.${process.pid}@example.com`;
  const result: TJourneyResult = {
    index,
    email,
    subscriptionId: undefined,
    signed: false,
    retries: 0,
    surprises: 0,
    stoppedBy: undefined,
  };
  const reached = new Set<string>();
  const milestone = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    context.milestone();
  };
  let token: string | undefined;
  /** Once a sign-up was sent, its answer may have been lost after the account was made. */
  let accountMayExist = false;
  let codeInHand: string | undefined;
  let refusedCode: string | undefined;
  let refusedSigningCode: string | undefined;

  const call = (request: TRequest) => send({ token, ...request });
  const stepBody = stepBodies(call, index);

  /** The newest code SMS to this phone (of this contract, for a signing code), from the dev outbox. */
  async function newestCode(about?: string): Promise<string | undefined> {
    const outbox = expectStatus(
      await call({ method: 'GET', path: `/api/v1/dev/outbox?to=${encodeURIComponent(e164)}` }),
      200,
      'dev outbox',
    ).json<{ result: { channel: string; text: string }[] }>();
    const message = outbox.result.find(
      (entry) =>
        entry.channel === 'sms' && CODE_LINE.test(entry.text) && (!about || entry.text.includes(about)),
    );
    return message?.text.match(CODE_LINE)?.[1];
  }

  async function signIn(): Promise<boolean> {
    const answer = await call({
      method: 'POST',
      path: '/api/v1/auth/users/signin',
      json: { username: email, password: PASSWORD },
    });
    if (answer.status === 401) return false;
    token = expectStatus(answer, 200, 'sign-in').json<{ token: string }>().token;
    const list = expectStatus(
      await call({ method: 'GET', path: '/api/v1/users/souscriptions/' }),
      200,
      'own subscriptions',
    ).json<{ value: TSubscription[] }>();
    result.subscriptionId = list.value[0]?._id;
    if (!result.subscriptionId) throw new Surprise('an account without the subscription made with it');
    return true;
  }

  /** A code in hand is used until the server refuses it; then a new one is asked for, 60 s after the last. */
  async function signUpCode(): Promise<string> {
    if (codeInHand) return codeInHand;
    const sent = await call({
      method: 'POST',
      path: '/api/v1/auth/users/resend',
      json: { phone, country_code: '212' },
    });
    // 429: a code went out less than 60 s ago (its answer lost on the way); unless refused, it is good.
    expectStatus(sent, [200, 429], 'sign-up code');
    const code = await newestCode();
    // Too early for a new code, and the last one refused or no longer among the dev mailbox's newest
    // 200 messages: wait for the 60 s to pass.
    if (sent.status === 429 && (!code || code === refusedCode))
      throw new TransientFailure('a new sign-up code is 60 s after the last', 5_000);
    if (!code) throw new Surprise('no sign-up code in the dev outbox');
    codeInHand = code;
    return code;
  }

  async function signUp() {
    // A sign-up whose answer was lost may have made the account: then the customer signs in.
    if (accountMayExist) {
      if (await signIn()) return milestone('signed up');
      accountMayExist = false;
    }
    const code = await signUpCode();
    accountMayExist = true;
    const answer = await call({
      method: 'POST',
      path: '/api/v1/auth/users/signup',
      json: {
        type: 'physique',
        first_name: 'Amina',
        last_name: 'Benali',
        email,
        phone,
        country_code: '212',
        password: PASSWORD,
        accept_cgu: true,
        sms_code: code,
      },
    });
    if (answer.status !== 200 && answer.status !== 409) {
      // Refused: nothing was made, and this code will not be taken again.
      accountMayExist = false;
      refusedCode = code;
      codeInHand = undefined;
    }
    const signedUp = expectStatus(answer, 200, 'sign-up').json<{
      token: string;
      souscription: TSubscription;
    }>();
    token = signedUp.token;
    result.subscriptionId = signedUp.souscription._id;
    milestone('signed up');
  }

  async function saveStep(subscription: TSubscription) {
    const step = subscription.current_step;
    const answer = await call({
      method: 'POST',
      path: `/api/v1/users/souscriptions/${subscription._id}/step${step}`,
      json: await stepBody(step, subscription),
      headers: { 'if-match': `"${subscription.version}"` },
    });
    expectStatus(answer, 200, `step ${step}`);
    milestone(String(step));
  }

  async function sign(subscription: TSubscription) {
    milestone('paid');
    const status = expectStatus(
      await call({ method: 'GET', path: `/api/v1/users/souscriptions/${subscription._id}/signature` }),
      200,
      'signature status',
    ).json<{ demande: { id: string; status: string } | null }>();
    if (status.demande?.status !== 'pending')
      throw new Surprise(`no pending signing request (${status.demande?.status})`);
    const demande = status.demande.id;
    const sent = await call({ method: 'POST', path: `/api/v1/signature/requests/${demande}/code`, json: {} });
    // 429: a code went out less than 60 s ago, its answer lost on the way: that one is used.
    expectStatus(sent, [200, 429], 'signing code');
    const code = await newestCode(subscription.code_str);
    if (!code || code === refusedSigningCode)
      throw new TransientFailure(
        'a new signing code is 60 s after the last',
        (sent.json<{ resend_in?: number }>().resend_in ?? 5) * 1000,
      );
    const signed = await call({
      method: 'POST',
      path: `/api/v1/signature/requests/${demande}/sign`,
      json: { code },
    });
    // A refused code (wrong, expired, too many tries) is not tried again; a 409 is read again.
    if ([400, 422, 429].includes(signed.status)) refusedSigningCode = code;
    expectStatus(signed, 200, 'sign');
    milestone('signed');
  }

  /** One move forward from where the server says the journey is; true once signed. */
  async function advance(): Promise<boolean> {
    if (!token || !result.subscriptionId) {
      await signUp();
      return false;
    }
    const subscription = expectStatus(
      await call({ method: 'GET', path: `/api/v1/users/souscriptions/${result.subscriptionId}` }),
      200,
      'subscription',
    ).json<TSubscription>();
    if (subscription.statut === 'signed') {
      milestone('paid');
      milestone('signed');
      return true;
    }
    if (subscription.statut === 'paid') {
      await sign(subscription);
      return true;
    }
    if (subscription.ready_to_pay) await payOnGateway(call, subscription);
    else if (subscription.current_step <= 7) await saveStep(subscription);
    else
      throw new Surprise(`nothing to do in status ${subscription.statut}, step ${subscription.current_step}`);
    return false;
  }

  /** Surprises in a row: a move forward starts the count again. */
  let surprises = 0;
  while (Date.now() < context.deadline) {
    try {
      if (await advance()) {
        result.signed = true;
        return result;
      }
      surprises = 0;
    } catch (error) {
      if (error instanceof TransientFailure) {
        result.retries += 1;
        await sleep(Math.min(error.waitMs, Math.max(0, context.deadline - Date.now())));
      } else if (error instanceof Surprise) {
        surprises += 1;
        result.surprises += 1;
        if (surprises >= MAX_SURPRISES) {
          result.stoppedBy = error.message;
          return result;
        }
        await sleep(1_000);
      } else throw error;
    }
  }
  result.stoppedBy = 'the time given to the run ran out';
  return result;
}

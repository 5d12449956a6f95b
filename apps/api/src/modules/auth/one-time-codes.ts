import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESEND_DELAY_SECONDS } from '@bi/domain';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase, TTransaction } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordEvent, windowState } from '../../lib/throttle';
import { machineNow, machineMs } from '../../lib/clock';

export type TCodePurpose =
  | 'signup_phone'
  | 'signup_email'
  | 'phone_change'
  | 'password_reset'
  /** The set-password link of a staff member's invitation: a reset link that lives longer. */
  | 'staff_invite'
  /** The SMS code that signs a contract; its target is the signature request's id. */
  | 'contract_signature';
type TStoredCode = typeof verificationCodes.$inferSelect;
type TCodeRequest = { channel: 'email' | 'sms'; target: string; purpose: TCodePurpose; ip: string };

const HOUR_MS = 3_600_000;

/**
 * An invitation is sent by a signed-in administrator, who may set up a season's clerks in an hour: it
 * keeps the 60 s spacing and the hourly cap per address invited, not the per-client-address cap that
 * holds anonymous sends back.
 */
const countsPerAddress = (purpose: TCodePurpose) => purpose !== 'staff_invite';

/** Purposes whose code is a long secret carried by a link rather than digits a person types. */
const isLink = (purpose: TCodePurpose) => purpose === 'password_reset' || purpose === 'staff_invite';

/** Only this keyed hash is stored: a database leak does not reveal live codes or reset links. */
const fingerprint = (secret: string, purpose: string, target: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}\u0000${target}\u0000${code}`).digest('hex');

const digits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');

async function assertMaySend(db: TDatabase | TTransaction, config: TConfig, request: TCodeRequest) {
  const sameTarget = and(
    eq(verificationCodes.target, request.target),
    eq(verificationCodes.purpose, request.purpose),
  );
  const [last] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(sameTarget)
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const sinceLast = last ? (machineMs() - last.createdAt.getTime()) / 1000 : Infinity;
  if (sinceLast < RESEND_DELAY_SECONDS) {
    throw new AppError(429, isLink(request.purpose) ? 'auth.resendLinkTooEarly' : 'auth.resendTooEarly', {
      seconds: Math.ceil(RESEND_DELAY_SECONDS - sinceLast),
    });
  }
  const [{ value: sentThisHour } = { value: 0 }] = await db
    .select({ value: count() })
    .from(verificationCodes)
    .where(and(sameTarget, gt(verificationCodes.createdAt, new Date(machineMs() - HOUR_MS))));
  if (sentThisHour >= config.codes.sendsPerHour) throw new AppError(429, 'auth.sendCap', { minutes: 60 });
  if (!countsPerAddress(request.purpose)) return;
  const perIp = await windowState(db, 'code_send_ip', request.ip, config.codes.sendsPerHourPerIp, HOUR_MS);
  if (perIp.exceeded)
    throw new AppError(429, 'auth.sendCap', { minutes: Math.ceil(perIp.retryInSeconds / 60) });
}

/**
 * A new code (digits for SMS and mail, a long random token for reset links) replacing any earlier
 * one for the same target and purpose. It only ever leaves through `deliver`; it is never logged.
 * With `keepLive`, a code still alive is kept instead ('kept'): a screen opened again must not void the
 * code its user is about to type. Decided under the target's lock, so two openings send one code.
 */
export async function issueCode(
  db: TDatabase,
  config: TConfig,
  request: TCodeRequest & { length?: number; keepLive?: boolean },
  /** Queues the message in the same transaction, so a code is never stored without being sent. */
  deliver: (tx: TTransaction, code: string, ttlMinutes: number) => Promise<void>,
): Promise<'sent' | 'kept'> {
  const code = isLink(request.purpose) ? randomBytes(32).toString('base64url') : digits(request.length ?? 6);
  const ttlMinutes =
    request.purpose === 'password_reset'
      ? config.codes.resetTtlMinutes
      : request.purpose === 'staff_invite'
        ? config.staffInviteTtlHours * 60
        : config.codes.ttlMinutes;
  return db.transaction(async (tx) => {
    // Parallel requests for one target or from one address queue here and see each other's codes,
    // so the 60 s delay and the hourly caps hold however many arrive at once.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`code:${request.purpose}:${request.target}`}))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-ip:${request.ip}`}))`);
    if (request.keepLive && (await hasLiveCode(tx, config, request))) return 'kept';
    await assertMaySend(tx, config, request);
    await tx
      .update(verificationCodes)
      .set({ consumedAt: machineNow() })
      .where(
        and(
          eq(verificationCodes.target, request.target),
          eq(verificationCodes.purpose, request.purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      channel: request.channel,
      target: request.target,
      purpose: request.purpose,
      codeHash: fingerprint(config.jwtSecret, request.purpose, request.target, code),
      expiresAt: new Date(machineMs() + ttlMinutes * 60_000),
      ip: request.ip,
    });
    if (countsPerAddress(request.purpose)) await recordEvent(tx, 'code_send_ip', request.ip);
    await deliver(tx, code, ttlMinutes);
    return 'sent';
  });
}

/** The code a target was sent last for a purpose, unless it is spent: an earlier one is void. */
async function latestUnspent(db: TDatabase | TTransaction, check: { target: string; purpose: TCodePurpose }) {
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, check.target),
        eq(verificationCodes.purpose, check.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return current;
}

/** Whether the code given is the one stored, compared in constant time. */
function matches(
  config: TConfig,
  stored: { codeHash: string },
  check: { target: string; purpose: TCodePurpose; code: string },
) {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const given = Buffer.from(fingerprint(config.jwtSecret, check.purpose, check.target, check.code), 'hex');
  return timingSafeEqual(expected, given);
}

/**
 * Checks and consumes the latest code for a target. A wrong guess counts against the code even
 * though the caller's request fails, so it is written before the refusal.
 */
export async function consumeCode(
  db: TDatabase,
  config: TConfig,
  check: { target: string; purpose: TCodePurpose; code: string },
): Promise<void> {
  const current = await latestUnspent(db, check);
  const invalidKey = isLink(check.purpose) ? 'auth.resetInvalid' : 'auth.codeInvalid';
  if (!current) throw new AppError(400, invalidKey);
  if (current.expiresAt.getTime() <= machineMs()) {
    throw new AppError(400, isLink(check.purpose) ? 'auth.resetInvalid' : 'auth.codeExpired');
  }
  // The try is spent before the comparison, in one statement: parallel guesses each use one.
  const [spent] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, current.id),
        lt(verificationCodes.attempts, config.codes.maxAttempts),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!spent) throw new AppError(429, 'auth.codeAttempts');

  if (!matches(config, current, check)) {
    throw spent.attempts >= config.codes.maxAttempts
      ? new AppError(429, 'auth.codeAttempts')
      : new AppError(400, invalidKey);
  }
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: machineNow() })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  // Two requests raced with the same code: only one may use it.
  if (consumed.length === 0) throw new AppError(400, invalidKey);
}

/** Unspent, unexpired and with tries left: the code would still be accepted if typed right. */
const isAlive = (config: TConfig, stored: TStoredCode | undefined): stored is TStoredCode =>
  !!stored && stored.expiresAt.getTime() > machineMs() && stored.attempts < config.codes.maxAttempts;

/** Whether the target's latest code for a purpose would still be accepted, whatever it is. */
export async function hasLiveCode(
  db: TDatabase | TTransaction,
  config: TConfig,
  check: { target: string; purpose: TCodePurpose },
): Promise<boolean> {
  return isAlive(config, await latestUnspent(db, check));
}

/**
 * Whether a link would still be accepted, spending no try (256-bit secret, a budget of checks per
 * address: checkResetLink): a screen asks before it shows a form that could only fail.
 */
export async function isLinkLive(
  db: TDatabase,
  config: TConfig,
  check: { target: string; purpose: TCodePurpose; code: string },
): Promise<boolean> {
  const current = await latestUnspent(db, check);
  return isAlive(config, current) && matches(config, current, check);
}

/**
 * Whether a refused code is one the target was sent before its latest (an older SMS typed): asked only
 * after a refusal, which has spent a try of the latest code already, so it gives a guesser nothing.
 */
export async function wasReplaced(
  db: TDatabase | TTransaction,
  config: TConfig,
  check: { target: string; purpose: TCodePurpose; code: string },
): Promise<boolean> {
  const current = await latestUnspent(db, check);
  if (!current) return false;
  const earlier = await db
    .select({ codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, check.target),
        eq(verificationCodes.purpose, check.purpose),
        lt(verificationCodes.createdAt, current.createdAt),
      ),
    );
  return earlier.some((stored) => matches(config, stored, check));
}

/** Thrown to roll a trial back once it found nothing to refuse. */
class NothingRefused extends Error {}

/**
 * Runs a check that spends as it checks (a code's try, the code itself) in a transaction of its own and
 * keeps only its refusal: a refusal commits, so a wrong guess is counted as any other; a pass rolls
 * back, so the code stays for the transaction that spends it with what it proves.
 */
export async function refusalOfTrial(
  db: TDatabase,
  trial: (tx: TTransaction) => Promise<AppError | null>,
): Promise<AppError | null> {
  return db
    .transaction(async (tx) => {
      const refused = await trial(tx);
      if (refused) return refused;
      throw new NothingRefused();
    })
    .catch((error: unknown) => {
      if (error instanceof NothingRefused) return null;
      throw error;
    });
}

/**
 * Checks a code without spending it, for a use case with slow work to do before it may spend it (an
 * account's password hash), so a crash in between loses nothing.
 */
export async function checkCode(
  db: TDatabase,
  config: TConfig,
  check: { target: string; purpose: TCodePurpose; code: string },
): Promise<void> {
  const refusal = await refusalOfTrial(db, (tx) =>
    consumeCode(tx, config, check).then(
      () => null,
      (error: unknown) => {
        if (error instanceof AppError) return error;
        throw error;
      },
    ),
  );
  if (refusal) throw refusal;
}

/** Spends every live invitation and reset link of an account at once (a staff member switched off). */
export async function voidLinks(db: TDatabase | TTransaction, userId: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: machineNow() })
    .where(
      and(
        eq(verificationCodes.target, userId),
        inArray(verificationCodes.purpose, ['staff_invite', 'password_reset']),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { TJourneyResult } from './journey';

/** One rule of the money path and what breaks it (empty: it holds). */
export type TCheck = { rule: string; breaches: string[] };

export type TJourneyStates = { signed: number; resumable: number; notStarted: number };

/** The dispatcher polls every second: a message due longer ago than this was not picked up. */
const OVERDUE = "interval '10 seconds'";

/** Every message an approved payment writes, and what signing adds (templates, by the code they name). */
const PAID_MESSAGES = ['payment_receipt', 'signature_invitation', 'signature_invitation_sms'];
const SIGNED_MESSAGES = [...PAID_MESSAGES, 'contract_signed'];

const rows = async (client: pg.Client, text: string, values: unknown[] = []) =>
  (await client.query(text, values)).rows.map((row) => Object.values(row).join(' '));

/**
 * Gives the dispatchers time to send everything, at most `waitMs`. A message claimed by an instance
 * that was then killed is claimed again when its lease ends, so this may take that long.
 * Answers what is left unsent, how much of it within a lease, and how long the wait took.
 */
export async function waitForOutbox(client: pg.Client, waitMs: number) {
  const started = Date.now();
  for (;;) {
    const { rows: counts } = await client.query(`
      select count(*) filter (where status <> 'sent')::int as unsent,
             count(*) filter (where status = 'sending' and next_attempt_at > now())::int as leased
      from outbox`);
    const { unsent, leased } = counts[0] as { unsent: number; leased: number };
    const seconds = (Date.now() - started) / 1000;
    if (unsent === 0 || Date.now() - started > waitMs) return { unsent, leased, seconds };
    await sleep(1_000);
  }
}

/**
 * What must hold after any fault: money taken only for a paid contract and once, every message of a
 * payment and a signature written and sent (or being sent under a lease), a certificate only for a
 * signed contract, and every journey signed or at a point the app continues from.
 */
export async function checkInvariants(
  client: pg.Client,
  journeys: TJourneyResult[],
): Promise<{ checks: TCheck[]; states: TJourneyStates }> {
  const check = async (rule: string, text: string, values: unknown[] = []) => ({
    rule,
    breaches: await rows(client, text, values),
  });
  const checks = [
    await check(
      'no approved payment without a paid or signed subscription',
      `select p.order_id, s.code_str, s.statut from payments p join subscriptions s on s.id = p.subscription_id
       where p.status = 'approved' and s.statut not in ('paid', 'signed')`,
    ),
    await check(
      'no subscription paid twice (two approved payments, or two captures)',
      `select s.code_str, count(distinct p.id) filter (where p.status = 'approved') as approved,
              count(c.id) filter (where c.answer = 'ACTION=POSTAUTH') as captured
       from subscriptions s join payments p on p.subscription_id = s.id
       left join payment_callbacks c on c.payment_id = p.id
       group by s.code_str
       having count(distinct p.id) filter (where p.status = 'approved') > 1
           or count(c.id) filter (where c.answer = 'ACTION=POSTAUTH') > 1`,
    ),
    await check(
      'no paid or signed subscription without its approved payment',
      `select s.code_str, s.statut from subscriptions s where s.statut in ('paid', 'signed')
       and not exists (select 1 from payments p where p.subscription_id = s.id and p.status = 'approved')`,
    ),
    await check(
      'no message of a payment or a signature missing from the outbox',
      `select s.code_str, s.statut, t.template
       from subscriptions s cross join unnest($1::text[]) as t(template)
       where (s.statut = 'signed' or (s.statut = 'paid' and t.template = any($2::text[])))
         and not exists (select 1 from outbox o where o.template = t.template
                         and o.body_text ~ (s.code_str || '([^0-9]|$)'))`,
      [SIGNED_MESSAGES, PAID_MESSAGES],
    ),
    await check(
      'no outbox message failed, or stuck past its lease',
      `select template, recipient, status, attempts, next_attempt_at from outbox
       where status = 'failed' or (status in ('pending', 'sending') and next_attempt_at < now() - ${OVERDUE})`,
    ),
    await check(
      'no certificate without a signed contract',
      `select c.number, s.statut from certificates c join subscriptions s on s.id = c.subscription_id
       where s.statut <> 'signed' or not exists (select 1 from archived_documents a
         where a.subscription_id = s.id and a.kind = 'signed_contract')`,
    ),
    await check(
      'no signed subscription without its sealed contract and its certificate',
      `select s.code_str from subscriptions s where s.statut = 'signed'
       and (not exists (select 1 from archived_documents a where a.subscription_id = s.id and a.kind = 'signed_contract')
         or not exists (select 1 from certificates c where c.subscription_id = s.id and c.revoked_at is null))`,
    ),
  ];

  const { rows: found } = await client.query<{ email: string; statut: string | null }>(
    `select u.email, s.statut from users u left join subscriptions s on s.user_id = u.id where u.email = any($1)`,
    [journeys.map((journey) => journey.email)],
  );
  const statusOf = new Map(found.map((row) => [row.email, row.statut]));
  const states: TJourneyStates = { signed: 0, resumable: 0, notStarted: 0 };
  const lost: string[] = [];
  for (const journey of journeys) {
    const statut = statusOf.get(journey.email);
    const where = `journey ${journey.index} (${journey.stoppedBy ?? 'signed'})`;
    if (journey.signed && statut !== 'signed') lost.push(`${where}: signed, but the database says ${statut}`);
    else if (statut === 'signed') states.signed += 1;
    else if (statut === undefined) states.notStarted += 1;
    else if (statut === null) lost.push(`${where}: an account without its subscription`);
    else if (['simulation', 'confirmed', 'paid'].includes(statut)) states.resumable += 1;
    else lost.push(`${where}: left ${statut}, which nothing continues from`);
  }
  checks.push({ rule: 'every journey signed or resumable', breaches: lost });
  return { checks, states };
}

import { IDENTITY_TYPES, requiredDocuments, ZPersonType, type TIsoDate } from '@bi/domain';
import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { certificates, documentReviews, subscriptions } from '../../db/schema';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const personType = sql`${subscriptions.userInfo} ->> 'type'`;
const identityType = sql`coalesce(${subscriptions.documentsInfo} ->> 'identity_type', 'identity_card')`;

/**
 * The documents step 7 required, by the insured's person type and identity document, as the domain
 * lists them (a person with an identity card when unset).
 */
const requiredKinds = sql`(case ${sql.join(
  ZPersonType.options.flatMap((type) =>
    IDENTITY_TYPES.map(
      (identity) =>
        sql`when ${personType} = ${type} and ${identityType} = ${identity} then ${textArray(requiredDocuments(type, identity))}`,
    ),
  ),
  sql` `,
)} else ${textArray(requiredDocuments('physique'))} end)`;

/** How many required documents stand in one of `statuses`, the review being of the file now on record. */
const requiredIn = (statuses: readonly string[]) => sql`(select count(*) from ${documentReviews}
  where ${documentReviews.subscriptionId} = ${subscriptions.id}
    and ${documentReviews.status} = any(${textArray(statuses)})
    and ${documentReviews.fileId}::text = ${subscriptions.documentsInfo} ->> ${documentReviews.kind}
    and ${documentReviews.kind} = any(${requiredKinds}))`;

export const allVerified = sql`${requiredIn(['verified'])} = cardinality(${requiredKinds})`;
/** A document still to look at: a rejected one waits for the customer, not for the clerk. */
export const somePending = sql`${requiredIn(['verified', 'rejected'])} < cardinality(${requiredKinds})`;

/** What waits at the counter: paid or signed, certificate not yet handed over. */
export const waitingAtCounter = and(
  inArray(subscriptions.statut, ['paid', 'signed']),
  isNull(subscriptions.certificateCollectedAt),
);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A search among the offices' contracts, handed over or not: code, plate (spaces and dashes ignored),
 * the insured's names, or a certificate number, each case-insensitive and partial.
 */
export function matchesSearch(q: string): SQL {
  return and(inArray(subscriptions.statut, ['paid', 'signed', 'cancelled']), contractMatches(q))!;
}

/**
 * A contract found by what a clerk has in hand: its code, its plate (spaces and dashes ignored), the
 * insured's name either way round or company, or its certificate's number. The queue, the terminations
 * and the refunds search with it.
 */
export function contractMatches(q: string): SQL {
  const pattern = likePattern(q);
  const plate = q.replace(/[\s-]/g, '').toUpperCase();
  const insured = (field: string) => sql`${subscriptions.userInfo} ->> ${field}`;
  return or(
    ilike(subscriptions.codeStr, pattern),
    plate.length > 0
      ? sql`upper(regexp_replace(coalesce(${subscriptions.plate}, ''), '[[:space:]-]', '', 'g')) like ${likePattern(plate)}`
      : undefined,
    sql`concat_ws(' ', ${insured('first_name')}, ${insured('last_name')}) ilike ${pattern}`,
    sql`concat_ws(' ', ${insured('last_name')}, ${insured('first_name')}) ilike ${pattern}`,
    sql`${insured('raison_sociale')} ilike ${pattern}`,
    sql`exists (select 1 from ${certificates} where ${certificates.subscriptionId} = ${subscriptions.id} and ${certificates.number} ilike ${pattern})`,
  )!;
}

/** Effect date today first, then the coming ones soonest first, then the past ones latest first. */
export const counterOrder = (today: TIsoDate) => [
  sql`case when ${subscriptions.effectDate} = ${today} then 0 when ${subscriptions.effectDate} > ${today} then 1 else 2 end`,
  sql`case when ${subscriptions.effectDate} > ${today} then ${subscriptions.effectDate} end asc nulls last`,
  sql`${subscriptions.effectDate} desc nulls last`,
  subscriptions.codeStr,
];

export const effectOn = (today: TIsoDate) => eq(subscriptions.effectDate, today);

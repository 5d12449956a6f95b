import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archivedDocuments,
  auditLog,
  certificates,
  outbox,
  signatureRequests,
  subscriptions,
} from '../../db/schema';
import { caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const requestUrl = (demande: string, tail = '') => `/signature/requests/${demande}${tail}`;

/** The refusal each loser reads, in the language it asked in. */
const ALREADY_SIGNED = {
  fr: 'Ce contrat est déjà signé.',
  en: 'This contract is already signed.',
  ar: 'هذا العقد موقَّع مسبقاً.',
} as const;
const LANGUAGES = Object.keys(ALREADY_SIGNED) as (keyof typeof ALREADY_SIGNED)[];

describe('ten simultaneous sign calls with the right code', () => {
  it('sign once; the nine others are told, in their language, that the contract is already signed', async () => {
    const { id, demande } = await paidSubscription(t);
    const sent = await api.post(requestUrl(demande, '/code'), {});
    expect(sent.statusCode, sent.body).toBe(200);
    const [request] = await t.handle.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, demande));
    const code = (await latestMessage(t, request!.phone))?.bodyText.match(/^@\S+ #(\d{6})$/m)?.[1];
    expect(code).toBeDefined();

    const calls = Array.from({ length: 10 }, (_, n) => LANGUAGES[n % LANGUAGES.length]!);
    const answers = await Promise.all(
      calls.map((language) => api.post(requestUrl(demande, '/sign'), { code: code! }, { language })),
    );

    const signed = answers.filter((answer) => answer.statusCode === 200);
    expect(signed).toHaveLength(1);
    expect(signed[0]!.json()).toMatchObject({ demande, status: 'signed' });
    const refused = answers
      .map((answer, n) => ({ answer, language: calls[n]! }))
      .filter(({ answer }) => answer.statusCode !== 200);
    expect(refused.map(({ answer }) => answer.statusCode)).toEqual(Array(9).fill(409));
    for (const { answer, language } of refused) {
      expect(answer.json()).toEqual({ message: ALREADY_SIGNED[language] });
    }

    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row!.statut).toBe('signed');
    const contracts = await t.handle.db
      .select()
      .from(archivedDocuments)
      .where(and(eq(archivedDocuments.subscriptionId, id), eq(archivedDocuments.kind, 'signed_contract')));
    expect(contracts).toHaveLength(1);
    expect(
      await t.handle.db.select().from(certificates).where(eq(certificates.subscriptionId, id)),
    ).toHaveLength(1);
    const audits = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.signed')));
    expect(audits).toHaveLength(1);
    const mails = await t.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'contract_signed'), eq(outbox.recipient, row!.userInfo.email!)));
    expect(mails).toHaveLength(1);
  });
});

import { translate, type TLanguage } from '@bi/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signatureRequests, verificationCodes } from '../../db/schema';
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

async function phoneOf(demande: string) {
  const [request] = await t.handle.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, demande));
  return request!.phone;
}

/** The six digits of the newest SMS to the request's phone. */
async function lastSmsCode(demande: string): Promise<string> {
  const code = (await latestMessage(t, await phoneOf(demande)))?.bodyText.match(/^@\S+ #(\d{6})$/m)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const smsCount = async (demande: string) =>
  (
    await t.handle.db
      .select({ value: count() })
      .from(outbox)
      .where(eq(outbox.recipient, await phoneOf(demande)))
  )[0]!.value;

/** Two minutes pass: the 60 s between sends is over, the 10-minute code still alive. */
async function twoMinutesLater(demande: string) {
  const past = new Date(Date.now() - 120_000);
  await t.handle.db
    .update(verificationCodes)
    .set({ createdAt: past })
    .where(eq(verificationCodes.target, demande));
  await t.handle.db
    .update(signatureRequests)
    .set({ codeSentAt: past })
    .where(eq(signatureRequests.id, demande));
}

const codeAlive = async (demande: string) => (await api.get(requestUrl(demande))).json().code_alive;

const refusalOf = async (demande: string, code: string, language: TLanguage = 'fr') => {
  const answer = await api.post(requestUrl(demande, '/sign'), { code }, { language });
  expect(answer.statusCode, answer.body).toBe(422);
  return answer.json() as { message: string; result: { field: string; message: string }[] };
};

describe('the signing code, when the page is opened again', () => {
  it('is kept while alive: no new SMS, and the code of the first SMS signs', async () => {
    const { demande } = await paidSubscription(t);
    expect(await codeAlive(demande)).toBe(false);
    const first = await api.post(requestUrl(demande, '/code'), {});
    expect(first.json()).toMatchObject({ ok: true, sent: true, resend_in: 60 });
    const code = await lastSmsCode(demande);
    expect(await codeAlive(demande)).toBe(true);
    const sent = await smsCount(demande);

    await twoMinutesLater(demande);
    // A reload, a second tap on the SMS link: the page asks without `resend`.
    const reopened = await api.post(requestUrl(demande, '/code'), {}, { language: 'en' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ ok: true, sent: false, resend_in: 0 });
    expect(reopened.json().message).toMatch(
      /^The code sent to \u2066\+\d{3}\u00a0•+\d{2}\u2069 is still valid/,
    );
    // Sent without a body at all, as a bare POST: the same.
    const bare = await t.app.inject({ method: 'POST', url: `/api/v1${requestUrl(demande, '/code')}` });
    expect(bare.json()).toMatchObject({ sent: false });
    expect(await smsCount(demande)).toBe(sent);

    const signed = await api.post(requestUrl(demande, '/sign'), { code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed', code_alive: false });
  });

  it('is replaced only when asked, and the older one is refused as replaced, in the caller’s language', async () => {
    const { demande } = await paidSubscription(t);
    await api.post(requestUrl(demande, '/code'), {});
    const older = await lastSmsCode(demande);
    await twoMinutesLater(demande);
    const resent = await api.post(requestUrl(demande, '/code'), { resend: true });
    expect(resent.json()).toMatchObject({ ok: true, sent: true, resend_in: 60 });
    const latest = await lastSmsCode(demande);
    expect(latest).not.toBe(older);

    for (const language of ['fr', 'en', 'ar'] as const) {
      const refusal = await refusalOf(demande, older, language);
      const said = translate(language, 'signature.codeSuperseded');
      expect(refusal.message).toBe(said);
      expect(refusal.result).toEqual([{ field: 'code', message: said }]);
    }
    expect((await refusalOf(demande, '000000' === latest ? '111111' : '000000')).message).toBe(
      translate('fr', 'signature.codeWrong'),
    );
    // Asked again too soon: the throttle holds, and the latest code still signs.
    expect((await api.post(requestUrl(demande, '/code'), { resend: true })).statusCode).toBe(429);
    expect((await api.post(requestUrl(demande, '/sign'), { code: latest })).statusCode).toBe(200);
  });

  it('once expired, is said expired, is no longer alive, and the opening sends a new one', async () => {
    const { demande } = await paidSubscription(t);
    await api.post(requestUrl(demande, '/code'), {});
    const expired = await lastSmsCode(demande);
    await twoMinutesLater(demande);
    await t.handle.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, demande));
    expect(await codeAlive(demande)).toBe(false);
    expect((await refusalOf(demande, expired)).message).toBe(translate('fr', 'signature.codeExpired'));

    const opened = await api.post(requestUrl(demande, '/code'), {});
    expect(opened.json()).toMatchObject({ sent: true, resend_in: 60 });
    expect(await codeAlive(demande)).toBe(true);
    expect(
      (await api.post(requestUrl(demande, '/sign'), { code: await lastSmsCode(demande) })).statusCode,
    ).toBe(200);
  });

  it('once locked by wrong tries, is no longer alive', async () => {
    const { demande } = await paidSubscription(t);
    await api.post(requestUrl(demande, '/code'), {});
    const right = await lastSmsCode(demande);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < t.config.codes.maxAttempts; attempt += 1)
      await api.post(requestUrl(demande, '/sign'), { code: wrong });
    expect(await codeAlive(demande)).toBe(false);
  });
});

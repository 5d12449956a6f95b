import { translate, type TExtensionLinkAnswer } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { gatewayCallback, postCallback, readAutoSubmitForm } from '../../test/card-payment';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { signExtensionLink } from './extension-token';

const clock = movableClock();
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
});
afterAll(async () => t.close());

/** A signed contract that started today, and its reminder's token, as the hourly job signs it. */
async function remindedContract() {
  const signed = await signedSubscription(t, { startInDays: 0 });
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
  const token = signExtensionLink(t.config.jwtSecret, { id: row!.id, userId: row!.userId });
  return { id: signed.id, code: row!.codeStr, plate: row!.plate, token };
}

/** A call of the link's page: public, no bearer, the token in the body. */
const call = (url: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/extension-links/${url}`, payload: { token } });

describe("the reminder's one-purpose link", () => {
  it('quotes, pays and leads to the signature of that contract’s extension, signed out', async () => {
    const contract = await remindedContract();
    // Short enough for an SMS.
    expect(contract.token.length).toBeLessThan(32);
    const opened = await call(contract.id, contract.token);
    expect(opened.statusCode, opened.body).toBe(200);
    const answer = opened.json() as TExtensionLinkAnswer;
    expect(answer.extended).toEqual({ code_str: contract.code, immatriculation: contract.plate });
    expect(answer.extension).toMatchObject({
      statut: 'simulation',
      periode_info: { periode_Id: expect.any(Number) },
    });
    expect(answer.extension.simulation_result?.primeTotal).toBeGreaterThan(0);
    expect(answer.signing_url).toBeNull();
    // Nothing personal: no name, phone, e-mail or address in what the link shows.
    expect(opened.body).not.toMatch(/first_name|email|phone|address1|num_identity/);
    // Opened again, the same extension is taken up.
    expect(((await call(contract.id, contract.token)).json() as TExtensionLinkAnswer).extension._id).toBe(
      answer.extension._id,
    );

    const pay = await call(`${contract.id}/pay`, contract.token);
    expect(pay.statusCode, pay.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: pay.json().url as string });
    expect(page.statusCode).toBe(200);
    const { fields } = readAutoSubmitForm(page.body);
    expect((await postCallback(t, gatewayCallback(t, fields, { approved: true }))).text).toBe(
      'ACTION=POSTAUTH',
    );

    await expect
      .poll(
        async () => ((await call(contract.id, contract.token)).json() as TExtensionLinkAnswer).signing_url,
      )
      .toMatch(/\/signer\/[\w-]+$/);
    const paid = (await call(contract.id, contract.token)).json() as TExtensionLinkAnswer;
    expect(paid.extension).toMatchObject({ _id: answer.extension._id, statut: 'paid' });
    // Paid already: nothing is paid twice.
    const again = await call(`${contract.id}/pay`, contract.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('fr', 'afterSale.refused.extendExtended'));
  });

  it('opens nothing with a token of another contract, an expired one, or one made up', async () => {
    const contract = await remindedContract();
    const other = await remindedContract();
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, contract.id));
    const longAgo = Date.now() - 46 * 24 * 3600 * 1000;
    const expired = signExtensionLink(t.config.jwtSecret, { id: contract.id, userId: row!.userId }, longAgo);
    const forged = `${contract.token.split('.')[0]}.${'A'.repeat(22)}`;
    const later = `${(Number.parseInt(contract.token.split('.')[0]!, 36) + 1).toString(36)}.${contract.token.split('.')[1]}`;
    for (const token of [other.token, expired, forged, later, 'x'.repeat(40)]) {
      for (const path of [contract.id, `${contract.id}/pay`]) {
        const refused = await call(path, token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe(translate('fr', 'extensionLink.invalid'));
      }
    }
    expect((await call('not-an-id', contract.token)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('not-an-id', contract.token)).statusCode).toBeLessThan(500);
  });
});

import { addDays, type TSouscriptionAnswer } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { signLink } from '../../lib/signed-link';
import { caller } from '../../test/api-calls';
import { signedSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { readArchivedDocument } from '../archive/archive-document';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(() => t.close());

type THeaders = Record<string, string>;
const linkOf = (id: string, documentId: string, headers: THeaders) =>
  api.post(`/users/souscriptions/${id}/archive/${documentId}/link`, {}, { headers });
const open = (url: string) => t.app.inject({ method: 'GET', url });

describe('a sealed document of the contract, downloaded by its owner', () => {
  it('opens each archived document, the replaced contract included, through a five-minute link without the session token', async () => {
    const signed = await signedSubscription(t, { startInDays: 2 });
    const { headers } = signed.customer;
    const moved = await api.put(
      `/users/souscriptions/${signed.id}/date_effet`,
      { date_effet: addDays(t.app.clock.today(), 10) },
      { headers },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const { archive } = moved.json() as TSouscriptionAnswer;
    const replaced = archive.find((document) => document.kind === 'signed_contract')!;
    expect(replaced.replaced).toBe(true);

    for (const document of archive) {
      const link = await linkOf(signed.id, document.id, headers);
      expect(link.statusCode, link.body).toBe(200);
      expect(link.json().expires_in).toBe(300);
      expect(link.json().url).not.toContain(headers.authorization!.slice(7));
      const pdf = await open(link.json().url);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`inline; filename="${document.file_name}"`);
      const kept = await readArchivedDocument(t.handle.db, t.app.fileStorage, document.id);
      expect(pdf.rawPayload.equals(kept!.bytes)).toBe(true);
    }
  }, 90_000);

  it("is another customer's, another subscription's or unknown: 404; a link of another purpose: 401", async () => {
    const signed = await signedSubscription(t);
    const other = await signedSubscription(t);
    const { headers } = signed.customer;
    const own = (
      await api.get(`/users/souscriptions/${signed.id}`, { headers })
    ).json() as TSouscriptionAnswer;
    const contract = own.archive[0]!;
    const foreign = (
      (
        await api.get(`/users/souscriptions/${other.id}`, { headers: other.customer.headers })
      ).json() as TSouscriptionAnswer
    ).archive[0]!;

    const stranger = await t.signedInUser();
    expect((await linkOf(signed.id, contract.id, stranger.headers)).statusCode).toBe(404);
    const byStranger = await api.get(`/users/souscriptions/${signed.id}/archive/${contract.id}`, {
      headers: stranger.headers,
    });
    expect(byStranger.statusCode).toBe(404);
    // The owner of one subscription does not reach another's document through their own.
    expect((await linkOf(signed.id, foreign.id, headers)).statusCode).toBe(404);
    const unknown = await linkOf(signed.id, 'not-a-document', headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Ressource introuvable.');

    // The bearer opens it too; a contract link of the same subscription and user does not.
    const withBearer = await api.get(`/users/souscriptions/${signed.id}/archive/${contract.id}`, { headers });
    expect(withBearer.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
    const contractToken = await signLink(t.config.jwtSecret, {
      purpose: 'contract_pdf',
      subscriptionId: signed.id,
      userId: row!.userId,
      language: 'fr',
    });
    expect(
      (await open(`/api/v1/users/souscriptions/${signed.id}/archive/${contract.id}?token=${contractToken}`))
        .statusCode,
    ).toBe(401);
  }, 120_000);
});

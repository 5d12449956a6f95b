import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { translate } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { archivedDocuments, subscriptions, verificationCodes } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { paidWithSigningCode } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let held: Server;
let asked = false;
let release = () => undefined as void;
const heldBack = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  // One page and a line of one: a signing's two documents fit only when nothing else is printing.
  t = await createTestApp({ env: { PDF_PAGES: '1', PDF_QUEUE_LIMIT: '1' } });
  // An image the page waits for before it prints, answered only when the test says so.
  held = createServer((_request, response) => {
    asked = true;
    void heldBack.then(() => response.end());
  });
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  release();
  held.close();
  await t.close();
});

describe('signing while every page is printing and the line is full', () => {
  it('answers 503 with a Retry-After, spends nothing, and signs once the renderer is free', async () => {
    const paid = await paidWithSigningCode(t);
    const { port } = held.address() as AddressInfo;
    const printing = t.app.pdf.render(`<!doctype html><img src="http://127.0.0.1:${port}/slow.png">`);
    await vi.waitFor(() => expect(asked).toBe(true), { timeout: 20_000 });

    const api = caller(t);
    const busy = await api.post(`/signature/requests/${paid.demande}/sign`, { code: paid.code });
    expect(busy.statusCode, busy.body).toBe(503);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(busy.json().message).toBe(translate('fr', 'http.documentsBusy'));
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, paid.id));
    expect(row!.statut).toBe('paid');
    expect(
      await t.handle.db.select().from(archivedDocuments).where(eq(archivedDocuments.subscriptionId, paid.id)),
    ).toEqual([]);
    const [code] = await t.handle.db
      .select({ consumedAt: verificationCodes.consumedAt })
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.target, paid.demande), eq(verificationCodes.purpose, 'contract_signature')),
      );
    expect(code!.consumedAt).toBeNull();

    release();
    await printing;
    // The refused signing's contract, which had found room in the line, prints and is dropped.
    await vi.waitFor(() => expect(t.app.pdf.load()).toMatchObject({ rendering: 0, waiting: 0 }), {
      timeout: 30_000,
    });
    const signed = await api.post(`/signature/requests/${paid.demande}/sign`, { code: paid.code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'signed' });
  });
});

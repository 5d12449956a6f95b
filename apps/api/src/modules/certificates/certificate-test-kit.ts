import { customerActor, type TLanguage } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TTransaction } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { paidSubscription } from '../../test/paid-subscription';
import type { TFixtureOptions } from '../../test/subscription-fixture';
import type { TTestApp } from '../../test/test-app';
import { parseSubscriptionRow, recordSigned, type TSubscriptionRow } from '../subscriptions/repository';
import { recordCertificate, renderCertificate } from './issue-certificate';

/** The certificate's tests: a signed contract with its certificate, a re-issue, its lookups. */
export function certificateKit(t: TTestApp) {
  const api = caller(t);

  /** Runs `change` on the subscription locked in a transaction, as the signing and cancelling use cases do. */
  const withLockedRow = <T>(
    id: string,
    change: (tx: TTransaction, row: TSubscriptionRow) => Promise<T>,
  ): Promise<T> =>
    t.handle.db.transaction(async (tx) => {
      const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return change(tx, parseSubscriptionRow(stored!));
    });

  const deps = () => ({
    storage: t.app.fileStorage,
    pdf: t.app.pdf,
    publicUrl: t.config.publicUrl,
    now: t.app.clock.now(),
  });
  /** Rendered and recorded at once, in the transaction that holds the row, as a use case would in two. */
  const issueCertificate = async (tx: TTransaction, row: TSubscriptionRow, language: TLanguage) =>
    recordCertificate(tx, t.app.fileStorage, row.id, await renderCertificate(tx, deps(), row, language));

  return {
    api,
    withLockedRow,

    /** Paid through the test helper, then signed through the domain's transition and certified in one transaction. */
    async signedWithCertificate(language: TLanguage = 'fr', options: TFixtureOptions = {}) {
      const paid = await paidSubscription(t, language, options);
      const issued = await withLockedRow(paid.id, async (tx, row) => {
        const signed = await recordSigned(tx, row, t.app.clock.now(), {
          actor: customerActor(row.userId),
          action: 'subscription.signed',
        });
        return issueCertificate(tx, signed, language);
      });
      const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, paid.id));
      return { ...paid, issued, row: row! };
    },

    reissue: (id: string, language: TLanguage = 'fr') =>
      withLockedRow(id, (tx, row) => issueCertificate(tx, row, language)),

    codeOf: (verificationUrl: string) => verificationUrl.split('/verifier/')[1]!,

    verify: (code: string, language: TLanguage = 'fr') =>
      api.get(`/verification/${encodeURIComponent(code)}`, { language }),

    async download(id: string, headers: Record<string, string>) {
      const link = await api.post(`/users/souscriptions/${id}/certificate-link`, {}, { headers });
      expect(link.statusCode, link.body).toBe(200);
      expect(link.json().url).not.toContain(headers.authorization!.slice(7));
      return t.app.inject({ method: 'GET', url: link.json().url });
    },
  };
}

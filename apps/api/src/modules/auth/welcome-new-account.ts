import { customerActor, type TLanguage } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { audit } from '../../lib/audit';
import { enqueue } from '../notifications/enqueue';
import { recordTermsConsent } from '../consents/record-consents';

/** What every new account gets in its creating transaction: its consents, an audit line, a welcome mail. */
export async function welcomeNewAccount(
  tx: TTransaction,
  account: { userId: string; email: string; name: string; subscriptionId?: string },
  context: { ip: string; language: TLanguage; requestId: string; publicUrl: string },
): Promise<void> {
  await recordTermsConsent(tx, account.userId, context.ip, account.subscriptionId);
  await audit(tx, {
    actor: customerActor(account.userId),
    action: 'user.signed_up',
    entityType: 'user',
    entityId: account.userId,
    requestId: context.requestId,
  });
  await enqueue(tx, {
    channel: 'email',
    to: account.email,
    language: context.language,
    template: 'welcome',
    params: { name: account.name, link: context.publicUrl },
  });
}

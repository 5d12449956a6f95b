import { desc } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { TTestApp } from './test-app';

/** The newest message queued for a recipient (an e-mail address or an E.164 phone). */
export async function latestMessage(t: TTestApp, to: string) {
  const rows = await t.handle.db.select().from(outbox).orderBy(desc(outbox.createdAt));
  return rows.find((row) => row.recipient === to);
}

/** The code in the newest message to a recipient: the first run of 6 or 10 digits. */
export async function latestCode(t: TTestApp, to: string): Promise<string> {
  const message = await latestMessage(t, to);
  const code = message?.bodyText.match(/\b(\d{10}|\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${to}`);
  return code;
}

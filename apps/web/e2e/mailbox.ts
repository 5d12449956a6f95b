import type { APIRequestContext } from 'playwright-core';

type TMessage = { channel: string; to: string; subject: string | null; text: string };

/** Waits for the dev mailbox to hold a message to `to` matching `pattern`, and returns the first group. */
export async function readFromMailbox(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const answer = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
    const messages = ((await answer.json()) as { result: TMessage[] }).result;
    for (const message of messages) {
      const found = `${message.subject ?? ''}\n${message.text}`.match(pattern);
      if (found?.[1]) return found[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing matching ${pattern} reached ${to}`);
}

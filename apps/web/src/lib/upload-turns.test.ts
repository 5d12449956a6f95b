import { describe, expect, it } from 'vitest';
import { uploadTurns } from './upload-turns';

/** A task the test ends by hand, which says when it started. */
function pending() {
  let finish!: () => void;
  const task = {
    started: false,
    done: new Promise<void>((resolve) => (finish = resolve)),
    finish: () => finish(),
  };
  return { task, run: () => ((task.started = true), task.done) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploads take turns', () => {
  it('sends no more than the limit at once; a freed slot goes to the next in line, in order', async () => {
    const inTurn = uploadTurns(3);
    const uploads = Array.from({ length: 5 }, pending);
    const answers = uploads.map((upload) => inTurn(upload.run));
    await settled();
    expect(uploads.map(({ task }) => task.started)).toEqual([true, true, true, false, false]);
    uploads[1]!.task.finish();
    await settled();
    expect(uploads.map(({ task }) => task.started)).toEqual([true, true, true, true, false]);
    uploads[0]!.task.finish();
    uploads[2]!.task.finish();
    uploads[3]!.task.finish();
    await settled();
    expect(uploads[4]!.task.started).toBe(true);
    uploads[4]!.task.finish();
    await Promise.all(answers);
  });

  it('frees the slot of an upload that failed', async () => {
    const inTurn = uploadTurns(1);
    await expect(inTurn(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(inTurn(() => Promise.resolve('sent'))).resolves.toBe('sent');
  });

  it('lets an upload cancelled while it waits leave the line, holding no slot', async () => {
    const inTurn = uploadTurns(1);
    const first = pending();
    const running = inTurn(first.run);
    const controller = new AbortController();
    const cancelled = pending();
    const waiting = inTurn(cancelled.run, controller.signal);
    const next = pending();
    const after = inTurn(next.run);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    first.task.finish();
    await running;
    await settled();
    expect(cancelled.task.started).toBe(false);
    expect(next.task.started).toBe(true);
    next.task.finish();
    await after;
  });
});

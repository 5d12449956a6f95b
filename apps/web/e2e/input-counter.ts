import { writeFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What a person does with one hand on a phone, counted as they do it:
 * - a tap (a button, a link, a radio, a checkbox, a chip, an option of an open list) is one input;
 * - a field typed is one input plus every character typed;
 * - a file or photo chosen is one input (the chooser's own taps are the phone's, as its keyboard's are);
 * - the phone's autofill is one input, the tap on its suggestion, and fills only fields whose
 *   `autocomplete` token asks for that value: a field without its token is typed instead;
 * - a one-time code offered by the phone above its keyboard is one input, and only on a field whose
 *   token is `one-time-code`.
 * Nothing else moves the page: reading, scrolling and waiting are free.
 */
export type TInputKind = 'tap' | 'type' | 'file' | 'autofill' | 'one-time-code';

export type TInputLine = { stage: string; kind: TInputKind; what: string; characters: number };

export type TInputCount = { inputs: number; characters: number; byStage: Record<string, number> };

export class InputCounter {
  private readonly lines: TInputLine[] = [];
  private current = 'start';

  /** Names the screen the next inputs are made on, for the report. */
  stage(name: string) {
    this.current = name;
  }

  private record(kind: TInputKind, what: string, characters = 0) {
    this.lines.push({ stage: this.current, kind, what, characters });
  }

  async tap(target: Locator, what = String(target)) {
    await target.click();
    this.record('tap', what);
  }

  async check(target: Locator, what = String(target)) {
    await target.check();
    this.record('tap', what);
  }

  /** An MUI select or combobox: one tap opens it, one tap chooses. */
  async pick(list: Locator, option: Locator, what = String(list)) {
    await list.click();
    this.record('tap', `${what} (open)`);
    await option.click();
    this.record('tap', `${what} (choose)`);
  }

  async type(field: Locator, text: string, what = String(field)) {
    await field.fill(text);
    this.record('type', what, text.length);
  }

  async choose(input: Locator, files: Parameters<Locator['setInputFiles']>[0], what = String(input)) {
    await input.setInputFiles(files);
    this.record('file', what);
  }

  /**
   * One tap on the phone's suggestion fills every field of `entries`; each must carry the
   * `autocomplete` token the phone fills it by, or the phone would not offer it.
   */
  async autofill(entries: { field: Locator; token: string; value: string }[], what = 'autofill') {
    for (const { field, token, value } of entries) {
      const tokens = ((await field.getAttribute('autocomplete')) ?? '').split(/\s+/);
      expect(tokens, `${String(field)} should carry autocomplete="${token}"`).toContain(token);
      await field.fill(value);
    }
    this.record('autofill', what);
  }

  /** The code the phone read from the SMS, offered above the keyboard: one tap. */
  async oneTimeCode(field: Locator, code: string, what = 'SMS code') {
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    await field.fill(code);
    this.record('one-time-code', what);
  }

  get count(): TInputCount {
    const byStage: Record<string, number> = {};
    for (const line of this.lines) byStage[line.stage] = (byStage[line.stage] ?? 0) + 1;
    return {
      inputs: this.lines.length,
      characters: this.lines.reduce((sum, line) => sum + line.characters, 0),
      byStage,
    };
  }

  get report(): readonly TInputLine[] {
    return this.lines;
  }

  /** For `npm run bench`: the count is written where INPUT_COUNT_REPORT says, under `name`. */
  save(name: string) {
    const file = process.env.INPUT_COUNT_REPORT;
    if (!file) return;
    writeFileSync(
      `${file}.${name}.json`,
      JSON.stringify({ name, ...this.count, lines: this.lines }, null, 2),
    );
  }
}

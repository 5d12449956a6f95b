import { describe, expect, it } from 'vitest';
import { findLetterSkew, findSkew } from './find-skew';
import type { TInkMap } from './ink-map';

const [WIDTH, HEIGHT] = [900, 700];

/** A table's level grain, long thin streaks around a few lines of letters turned `degrees`. */
function grainAndLetters(degrees: number): TInkMap {
  const ink = new Uint8Array(WIDTH * HEIGHT);
  const set = (x: number, y: number) => {
    const [col, row] = [Math.round(x), Math.round(y)];
    if (col >= 0 && col < WIDTH && row >= 0 && row < HEIGHT) ink[row * WIDTH + col] = 1;
  };
  for (let streak = 0; streak < 60; streak += 1) {
    // Around the document, not across it: the paper hides the table.
    const [left, row] = [(streak * 137) % (WIDTH - 400), (streak * 53) % 300];
    const top = row < 200 ? row : row + 300;
    for (let x = 0; x < 400; x += 1) for (let y = 0; y < 3; y += 1) set(left + x, top + y);
  }
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  for (let line = 0; line < 6; line += 1) {
    for (let letter = 0; letter < 25; letter += 1) {
      const [along, across] = [letter * 14, line * 22];
      const [u, v] = [250 + along * cos - across * sin, 250 + along * sin + across * cos];
      for (let dx = 0; dx < 7; dx += 1)
        for (let dy = 0; dy < 10; dy += 1) set(u + dx * cos - dy * sin, v + dx * sin + dy * cos);
    }
  }
  return { width: WIDTH, height: HEIGHT, ink };
}

describe('the skew of a small document on a grained table', () => {
  it("is the letters' own when the grain's level streaks outweigh them in the whole ink's profile", () => {
    const map = grainAndLetters(12.5);
    expect(Math.abs(findSkew(map))).toBeLessThan(1);
    expect(findLetterSkew(map)).toBeCloseTo(12.5, 0);
  });

  it('is no angle at all with too few letters to tell one', () => {
    const map = grainAndLetters(12.5);
    map.ink.fill(0, 240 * WIDTH);
    expect(findLetterSkew(map)).toBe(0);
  });
});

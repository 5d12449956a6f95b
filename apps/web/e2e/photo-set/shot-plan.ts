import { BACKGROUNDS, type TBackground } from './backgrounds';
import type { TShot } from './photo-truth';
import type { TRandom } from './seeded-random';

/** Phones' photo sizes, from a 1080p frame to a 12 MP sensor. */
const RESOLUTIONS = [
  [1920, 1080],
  [2560, 1920],
  [3264, 2448],
  [4000, 3000],
] as const;

/** Most drivers hold the phone 3–7° off; a few nearly straight, a few carelessly. */
function rotation(random: TRandom): number {
  const roll = random.next();
  const size =
    roll < 0.6 ? random.between(3, 7) : roll < 0.8 ? random.between(0.5, 3) : random.between(7, 15);
  return (random.chance(0.5) ? 1 : -1) * size;
}

/** How one photo is taken, and how large the document comes out in it (its width over the frame's). */
export function drawShot(random: TRandom, sideways: boolean): TShot & { fill: number; seed: number } {
  const [width, height] = random.pick(RESOLUTIONS);
  return {
    width,
    height,
    rotationDegrees: rotation(random),
    tiltXDegrees: random.between(-10, 10),
    tiltYDegrees: random.between(-10, 10),
    blurPixels: random.between(0, 1.4) * (width / 1920),
    glare: random.chance(0.5),
    noise: random.between(2, 8),
    quality: random.int(60, 95),
    background: random.pick<TBackground>(BACKGROUNDS),
    sideways,
    fill: random.between(0.5, 0.8),
    seed: random.int(1, 2 ** 31 - 1),
  };
}

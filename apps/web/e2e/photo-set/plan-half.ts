import { drawIdentity } from './identity-documents';
import { ADDED_IDENTITY_TEMPLATES, IDENTITY_TEMPLATES } from './identity-templates';
import type { TDrawnDocument, TShot } from './photo-truth';
import { drawRegistration } from './registration-documents';
import { REGISTRATION_TEMPLATES } from './registration-templates';
import { seededRandom } from './seeded-random';
import { drawShot } from './shot-plan';

/**
 * The two halves of the set, each from its own seed. `tuning` is for looking at, measuring and tuning
 * the reading code against; `held-out` only for judging it once tuned: nobody looks at its failures to
 * change a threshold, or its figures stop telling how real photos will go (decision 036).
 */
export const HALF_SEEDS = { tuning: 36_001, 'held-out': 36_002 } as const;

export type THalf = keyof typeof HALF_SEEDS;

/** The added kinds' seed is the half's moved by this: a seed no other set of photos uses. */
const ADDED_SEED_OFFSET = 1_000;

export type TPlannedPhoto = {
  name: string;
  drawn: TDrawnDocument;
  shot: TShot & { fill: number; seed: number };
};

/** Extra documents of each kind beyond one of every kind: 14 identity and 10 registration photos a half, then the added kinds. */
const EXTRA_IDENTITY = 4;
const EXTRA_REGISTRATIONS = 3;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Every photo of a half, drawn from its seed: the same list each time, on any machine. The kinds added
 * later come last, from a seed of their own, so that the first photos stay the ones already measured.
 */
export function planHalf(half: THalf): TPlannedPhoto[] {
  const random = seededRandom(HALF_SEEDS[half]);
  const identities = [
    ...IDENTITY_TEMPLATES,
    ...Array.from({ length: EXTRA_IDENTITY }, () => random.pick(IDENTITY_TEMPLATES)),
  ].map((template) => drawIdentity(template, random));
  const registrations = [
    ...REGISTRATION_TEMPLATES,
    ...Array.from({ length: EXTRA_REGISTRATIONS }, () => random.pick(REGISTRATION_TEMPLATES)),
  ].map((template) => drawRegistration(template, random));
  // One of each kind stored sideways, as a phone held in portrait may store a landscape shot.
  const sideways = new Set([
    random.int(0, identities.length - 1),
    identities.length + random.int(0, registrations.length - 1),
  ]);
  const addedRandom = seededRandom(HALF_SEEDS[half] + ADDED_SEED_OFFSET);
  const added = ADDED_IDENTITY_TEMPLATES.map((template) => drawIdentity(template, addedRandom));
  return [
    ...[...identities, ...registrations].map((drawn, index) => ({
      drawn,
      shot: drawShot(random, sideways.has(index)),
    })),
    ...added.map((drawn) => ({ drawn, shot: drawShot(addedRandom, false) })),
  ].map(({ drawn, shot }, index) => ({
    name: `${String(index + 1).padStart(2, '0')}-${slug(drawn.truth.document)}`,
    drawn,
    shot,
  }));
}

import { machineNow } from '../../lib/clock';

/** What the test gate does with a card (facts.md): approve, ask a 3-D Secure code first, or decline. */
export type TCardOutcome = 'approve' | 'three_d_secure' | 'decline';

const TEST_CARDS: Record<string, TCardOutcome> = {
  '4000000000000010': 'approve',
  '5453010000066100': 'approve',
  '5191630100004896': 'three_d_secure',
};

/** The code the 3-D Secure step accepts on the test gate. */
export const THREE_D_SECURE_CODE = '123';

export const cardOutcome = (pan: string): TCardOutcome => TEST_CARDS[pan] ?? 'decline';

export type TCardEntry = {
  pan: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  cardholder: string;
};
export type TCardProblem = 'invalidNumber' | 'invalidExpiry' | 'invalidCvc';
/** What is wrong, by the field (or pair of fields, for the expiry) it is shown under. */
export type TCardProblems = Partial<Record<'pan' | 'expiry' | 'cvc', TCardProblem>>;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card as typed (spaces allowed in the number), or what is wrong with each field. */
export function readCard(
  form: Record<string, string | undefined>,
  now = machineNow(),
): { card: TCardEntry; problems: TCardProblems } {
  const card = {
    pan: (form.pan ?? '').replace(/[\s-]/g, ''),
    expiryMonth: (form.expiryMonth ?? '').trim(),
    expiryYear: (form.expiryYear ?? '').trim(),
    cvc: (form.cvc ?? '').trim(),
    cardholder: (form.cardholder ?? '').trim(),
  };
  const problems: TCardProblems = {};
  if (!/^\d{12,19}$/.test(card.pan) || !passesLuhn(card.pan)) problems.pan = 'invalidNumber';
  const month = /^\d{1,2}$/.test(card.expiryMonth) ? Number(card.expiryMonth) : 0;
  const year = /^\d{2}$/.test(card.expiryYear)
    ? 2000 + Number(card.expiryYear)
    : /^\d{4}$/.test(card.expiryYear)
      ? Number(card.expiryYear)
      : 0;
  // A card is good until the end of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (month < 1 || month > 12 || year * 12 + month - 1 < thisMonth) problems.expiry = 'invalidExpiry';
  if (!/^\d{3,4}$/.test(card.cvc)) problems.cvc = 'invalidCvc';
  return { card, problems };
}

/** As the gateway's `maskedCreditCard` shows a card: the first six digits, `***`, the last four. */
export const maskCard = (pan: string) => `${pan.slice(0, 6)}***${pan.slice(-4)}`;

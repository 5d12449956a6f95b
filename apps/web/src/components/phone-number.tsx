import { formatPhone } from '@bi/domain';

type TPhone = { phone: string | null; country_code: string | null };

/** Non-breaking spaces: a phone never wraps mid-number, on a phone's narrow screen least of all. */
const unbroken = (phone: TPhone) =>
  formatPhone(phone.phone ?? '', phone.country_code ?? '').replaceAll(' ', '\u00a0');

/**
 * A phone number reads left to right in every language: inside Arabic text, "+212 612…" would
 * otherwise come out as "612… 212+". `phoneText` is for numbers placed inside a translated sentence
 * (first-strong isolates would guess from the digits, so the direction is forced with LRI … PDI).
 * Both show the number in its international form (the national 0 dropped), unbroken.
 */
export const phoneText = (phone: TPhone) => `\u2066${unbroken(phone)}\u2069`;

export function PhoneNumber({ phone, bold }: { phone: TPhone; bold?: boolean }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap', ...(bold ? { fontWeight: 700 } : {}) }}>
      {unbroken(phone)}
    </bdi>
  );
}

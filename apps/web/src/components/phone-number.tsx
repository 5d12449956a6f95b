/**
 * A phone number reads left to right in every language: inside Arabic text, "+212 612…" would
 * otherwise come out as "612… 212+". `phoneText` is for numbers placed inside a translated sentence
 * (first-strong isolates would guess from the digits, so the direction is forced with LRI … PDI).
 */
export const phoneText = (phone: { phone: string | null; country_code: string | null }) =>
  `\u2066+${phone.country_code ?? ''} ${phone.phone ?? ''}\u2069`;

export function PhoneNumber({
  phone,
  bold,
}: {
  phone: { phone: string | null; country_code: string | null };
  bold?: boolean;
}) {
  return (
    <bdi dir="ltr" style={bold ? { fontWeight: 700 } : undefined}>
      {`+${phone.country_code ?? ''} ${phone.phone ?? ''}`}
    </bdi>
  );
}

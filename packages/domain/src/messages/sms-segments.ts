/**
 * How many messages a text is sent as (3GPP TS 23.038): in the GSM 7-bit alphabet, 160 characters in
 * one, 153 each once split (the rest carries the join); any other character sends the whole text in
 * UCS-2, 70 UTF-16 units in one, 67 each once split. An Arabic text is always UCS-2; so is a French one
 * with « », ç or a typographic apostrophe.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Sent as an escape and the character: two septets each. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type TSmsEncoding = 'gsm7' | 'ucs2';
export type TSmsSize = { encoding: TSmsEncoding; units: number; segments: number };

export const SMS_SINGLE = { gsm7: 160, ucs2: 70 } as const;
const SMS_PART = { gsm7: 153, ucs2: 67 } as const;

export function smsSize(text: string): TSmsSize {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENSION.has(char)) septets += 2;
    else return sized('ucs2', text.length);
  }
  return sized('gsm7', septets);
}

function sized(encoding: TSmsEncoding, units: number): TSmsSize {
  const segments = units <= SMS_SINGLE[encoding] ? 1 : Math.ceil(units / SMS_PART[encoding]);
  return { encoding, units, segments };
}

/** Whether the text goes as one message: a split one may arrive in pieces, out of order, or cost more. */
export const fitsOneSms = (text: string) => smsSize(text).segments === 1;

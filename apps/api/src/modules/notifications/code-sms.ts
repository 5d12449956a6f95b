/**
 * The text of an SMS carrying a one-time code, in the origin-bound form that the WebOTP API and the
 * phones' keyboards read (https://wicg.github.io/sms-one-time-codes/): the code is the first number of
 * the text, so a phone's suggestion never offers the contract number in its place, and the last line
 * `@host #code` binds it to our origin, so the browser hands it to our pages only. The form names a
 * host without a port.
 */
export function codeSmsText(text: string, code: string, publicUrl: string): string {
  const firstNumber = /\d+/.exec(text)?.[0];
  if (firstNumber !== code) throw new Error(`the code must be the first number of its SMS: ${text}`);
  return `${text}\n\n@${new URL(publicUrl).hostname} #${code}`;
}

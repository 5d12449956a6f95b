import { useEffect, useRef } from 'react';

/** The WebOTP API's request and answer, which TypeScript's DOM types do not have yet. */
type TOtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } };
type TOtpCredential = Credential & { code?: string };

/**
 * Where the browser has the WebOTP API, the SMS that arrives while a code step is shown is offered to
 * the customer ("Allow"), and its code handed to `onCode` to fill and submit: nothing is typed. The
 * SMS names our host on its last line (the API's code-sms.ts), so no other site can read it. Listening
 * starts again for every new `round` (a code sent again) and stops when the step goes.
 */
export function useWebOtp(onCode: (code: string) => void, round = 0) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!('OTPCredential' in window)) return;
    const controller = new AbortController();
    const request: TOtpRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials.get(request).then(
      (credential) => {
        const { code } = (credential ?? {}) as Partial<TOtpCredential>;
        if (code && !controller.signal.aborted) latest.current(code);
      },
      // Refused, timed out or aborted: the code is typed (or pasted from the keyboard's offer) instead.
      () => undefined,
    );
    return () => controller.abort();
  }, [round]);
}

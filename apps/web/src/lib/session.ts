/** The session token kept on the device; every other piece of client state is derived from the server. */
const TOKEN_KEY = 'bi.token';
const EMAIL_KEY = 'bi.email';

export const session = {
  /** None while a page is written at build time, where there is no device (`app/prerender.tsx`). */
  token: (): string | null => globalThis.localStorage?.getItem(TOKEN_KEY) ?? null,
  store: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  /** The e-mail typed or just registered, to pre-fill sign-in. */
  rememberEmail: (email: string) => sessionStorage.setItem(EMAIL_KEY, email),
  rememberedEmail: (): string => sessionStorage.getItem(EMAIL_KEY) ?? '',
  /** Sign-out and expiry clear everything the app stored, except the language choice. */
  clear: () => {
    const language = localStorage.getItem('bi.language');
    localStorage.clear();
    sessionStorage.clear();
    if (language) localStorage.setItem('bi.language', language);
  },
};

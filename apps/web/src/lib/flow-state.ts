import { IDENTITY_TYPES, type TIdentityType } from '@bi/domain';

/** How /email is opened from the home page with an e-mail given there: it checks it at once. */
export type TEmailArrival = { email: string };

/**
 * What the flow carries between its screens on this device: the e-mail typed on /email and the
 * subscription being filled. The subscription itself is always read back from the server.
 */
const EMAIL_KEY = 'bi.flow.email';
const SUBSCRIPTION_KEY = 'bi.flow.souscription';
const IDENTITY_NUMBER_KEY = 'bi.flow.identity-number';
const IDENTITY_NUMBER_CHECK_KEY = 'bi.flow.identity-number-to-check';
const IDENTITY_TYPE_KEY = 'bi.flow.identity-type';
const PAYING_KEY = 'bi.flow.paying';
const TRAILER_KEY = 'bi.flow.trailer';

export const flowState = {
  email: () => sessionStorage.getItem(EMAIL_KEY) ?? '',
  setEmail: (email: string) => sessionStorage.setItem(EMAIL_KEY, email),
  subscriptionId: () => localStorage.getItem(SUBSCRIPTION_KEY),
  setSubscriptionId: (id: string) => localStorage.setItem(SUBSCRIPTION_KEY, id),
  /** Start (not Back) begins a new subscription: /create then creates one instead of editing this one. */
  clearSubscriptionId: () => localStorage.removeItem(SUBSCRIPTION_KEY),
  /** The document number read in the identity photo on /create, offered by step 1 until it is saved. */
  identityNumber: () => sessionStorage.getItem(IDENTITY_NUMBER_KEY),
  /** Whether that number holds a character the reading could not confirm (an L or a 1), to check. */
  identityNumberToCheck: () => sessionStorage.getItem(IDENTITY_NUMBER_CHECK_KEY) === 'yes',
  setIdentityNumber: (number: string, toCheck: boolean) => {
    sessionStorage.setItem(IDENTITY_NUMBER_KEY, number);
    if (toCheck) sessionStorage.setItem(IDENTITY_NUMBER_CHECK_KEY, 'yes');
    else sessionStorage.removeItem(IDENTITY_NUMBER_CHECK_KEY);
  },
  clearIdentityNumber: () => {
    sessionStorage.removeItem(IDENTITY_NUMBER_KEY);
    sessionStorage.removeItem(IDENTITY_NUMBER_CHECK_KEY);
  },
  /** Which identity document that photo was (a passport's page or a card's back), offered by step 7. */
  identityType: (): TIdentityType | null => {
    const stored = sessionStorage.getItem(IDENTITY_TYPE_KEY);
    return IDENTITY_TYPES.find((type) => type === stored) ?? null;
  },
  setIdentityType: (type: TIdentityType) => sessionStorage.setItem(IDENTITY_TYPE_KEY, type),
  /**
   * The trailer asked on step 4 (or changed on step 5) for subscription `id`, until step 5 saves it in
   * the cover: the spec stores it with the cover, and Back from step 5 must not forget it.
   */
  trailerAsked: (id: string): boolean | null => {
    const [keptFor, asked] = (sessionStorage.getItem(TRAILER_KEY) ?? '').split(' ');
    return keptFor === id ? asked === 'yes' : null;
  },
  setTrailerAsked: (id: string, trailer: boolean) =>
    sessionStorage.setItem(TRAILER_KEY, `${id} ${trailer ? 'yes' : 'no'}`),
  clearTrailerAsked: () => sessionStorage.removeItem(TRAILER_KEY),
  /** This tab left for the card page to pay `id`: back from it, the signature follows at once. */
  setPaying: (id: string) => sessionStorage.setItem(PAYING_KEY, id),
  /** True once, for the tab that left to pay `id`. */
  takePaying: (id: string) => {
    const paying = sessionStorage.getItem(PAYING_KEY) === id;
    if (paying) sessionStorage.removeItem(PAYING_KEY);
    return paying;
  },
};

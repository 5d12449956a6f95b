/**
 * What the flow carries between its screens on this device: the e-mail typed on /email and the
 * subscription being filled. The subscription itself is always read back from the server.
 */
const EMAIL_KEY = 'bi.flow.email';
const SUBSCRIPTION_KEY = 'bi.flow.souscription';
const IDENTITY_NUMBER_KEY = 'bi.flow.identity-number';

export const flowState = {
  email: () => sessionStorage.getItem(EMAIL_KEY) ?? '',
  setEmail: (email: string) => sessionStorage.setItem(EMAIL_KEY, email),
  subscriptionId: () => localStorage.getItem(SUBSCRIPTION_KEY),
  setSubscriptionId: (id: string) => localStorage.setItem(SUBSCRIPTION_KEY, id),
  /** Start (not Back) begins a new subscription: /create then creates one instead of editing this one. */
  clearSubscriptionId: () => localStorage.removeItem(SUBSCRIPTION_KEY),
  /** The document number read in the identity photo on /create, offered by step 1 until it is saved. */
  identityNumber: () => sessionStorage.getItem(IDENTITY_NUMBER_KEY),
  setIdentityNumber: (number: string) => sessionStorage.setItem(IDENTITY_NUMBER_KEY, number),
  clearIdentityNumber: () => sessionStorage.removeItem(IDENTITY_NUMBER_KEY),
};

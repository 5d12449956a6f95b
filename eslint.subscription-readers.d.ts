// The types of eslint.subscription-readers.js, for the lint probe that reads its list.
export const SUBSCRIPTIONS_MODULE: string;
export const SUBSCRIPTION_READERS: Record<string, string>;
export const subscriptionReadRules: { selector: string; message: string }[];
export const subscriptionImportRule: unknown[];

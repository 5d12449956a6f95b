// What the browser may import. The tariff (tables of net premiums and the engine that reads them) is
// server-only and is exported from index.ts; the web resolves `@bi/domain` to this file, so a new
// shared module is added here, a new server-only one in index.ts.
export * from './time';
export * from './money';
export * from './errors';
export * from './messages/index';
export * from './reference/catalogue';
export * from './contracts/wire';
export * from './contracts/errors';
export * from './contracts/reference';
export * from './contracts/packs';
export * from './contracts/offer';
export * from './contracts/health';
export * from './subscription/effect-date';
export * from './validation/password';
export * from './validation/phone';
export * from './validation/codes';
export * from './validation/issue-message';
export * from './contracts/auth';
export * from './contracts/subscription';
export * from './contracts/steps';
export * from './subscription/rules';
export * from './contracts/documents';
export * from './contracts/subscription-parts';
export * from './subscription/lifecycle';
export * from './subscription/cover-dates';
export * from './contracts/person-names';
export * from './subscription/vehicle-age';
export * from './subscription/cover-rules';
export * from './reference/guarantee-terms';
export * from './reference/localized-name';
export * from './contracts/payment';
export * from './contracts/signature';
export * from './contracts/verification';
export * from './certificate/validity';

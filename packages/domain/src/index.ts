// The server's entry: everything the browser may use, plus the tariff, whose tables of net premiums
// must never reach the browser (apps/web resolves `@bi/domain` to client.ts), and what only the server
// does with them (the stored cover from a step-5 choice).
export * from './client';
export * from './tariff/tariff-table';
export * from './tariff/select-tariff';
export * from './tariff/cover';
export * from './subscription/cover-choice';
export * from './tariff/taxes';
export * from './tariff/extended-cover';
export * from './tariff/compute-quote';
export * from './tariff/starting-prices';
export * from './tariff/list-offers';
export * from './tariff/tariff-preview';
// The Arabic spellings of the common makes: the API's make search reads them, the browser need not.
export * from './reference/arabic-make-names';
// The allowed moves of the rows beside a subscription, which only the API writes.
export * from './subscription/moves';
export * from './subscription/payment-moves';
export * from './subscription/signature-request-moves';
export * from './subscription/certificate-moves';
export * from './subscription/refund-moves';
// Who acts: the API's use cases and its audit log take it.
export * from './actor';
// A refund's share of each tax, for the accountant's export.
export * from './figures/refund-parts';
// How many messages an SMS goes as: only the server sends them.
export * from './messages/sms-segments';

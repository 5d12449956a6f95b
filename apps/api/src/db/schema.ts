/**
 * Every table (Drizzle), one file a part of the model under schema/; the one schema drizzle-kit reads
 * and every module imports. Generated migrations in apps/api/drizzle/.
 */
export * from './schema/reference-data';
export * from './schema/accounts';
export * from './schema/subscriptions';
export * from './schema/side-effects';
export * from './schema/money-and-documents';
export * from './schema/after-sale';
export * from './schema/back-office';
export * from './schema/authorities';
export * from './schema/tariff-versions';
export * from './schema/read-versions';

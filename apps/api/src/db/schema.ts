/**
 * Drizzle table definitions (PostgreSQL dialect), one module per domain under ./schema/ — the
 * single source for migrations (drizzle-kit) and typed queries. Money columns are integer fen
 * (`bigint`, 1 yuan = 100 fen); times are `timestamptz`. Field names follow the product spec
 * (section 3) where the spec names them.
 */
export * from './schema/accounts.ts';
export * from './schema/content.ts';
export * from './schema/catalog.ts';
export * from './schema/verification.ts';
export * from './schema/operators.ts';
export * from './schema/wallet.ts';
export * from './schema/ipintel.ts';
export * from './schema/ipintel-contact.ts';
export * from './schema/orders.ts';
export * from './schema/sandbox.ts';
export * from './schema/tickets.ts';
export * from './schema/compute.ts';
export * from './schema/billing.ts';
export * from './schema/notifications.ts';
export * from './schema/overview.ts';
export * from './schema/storage.ts';
export * from './schema/security-groups.ts';
export * from './schema/access-keys.ts';

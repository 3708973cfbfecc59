// The database schema, one file per area under schema/: sign-in and seasons (better-auth's tables
// extended with the sponsor's fields), the game's crawlers, the season's dungeon, its record, and the
// cluster's leases. Columns are snake_case in SQL and camelCase in TypeScript (better-auth reads the
// TS keys). This module is what the code and drizzle-kit (drizzle.config.ts) import.
export * from './schema/accounts.ts';
export * from './schema/game.ts';
export * from './schema/dungeon.ts';
export * from './schema/record.ts';
export * from './schema/cluster.ts';
export * from './schema/quests.ts';
export * from './schema/ledger.ts';
export * from './schema/gifts.ts';

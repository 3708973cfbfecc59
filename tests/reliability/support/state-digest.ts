// A digest of everything a player's intent could change in the database: per table, the row count and
// an md5 of every row's text, in a stable order. Two equal digests mean nothing durable changed.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

/** The tables an intent may write (sessions and verifications are auth bookkeeping, not game state). */
export const DIGEST_TABLES = [
  'users',
  'crawlers',
  'items',
  'ground_items',
  'containers',
  'mobs',
  'activities',
  'loadouts',
  'hotbars',
  'account_settings',
  'explored_rooms',
  'rooms',
  'seasons',
] as const;

export type StateDigest = Record<(typeof DIGEST_TABLES)[number], string>;

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const DIGEST_SQL = DIGEST_TABLES.map(
  (t) => `select '${t}' as t, count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as h from "${t}" x`,
).join(' union all ');

export async function stateDigest(database: Database): Promise<StateDigest> {
  const rows = rowsOf<{ t: string; n: number; h: string }>(await database.db.execute(sql.raw(DIGEST_SQL)));
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h}`])) as StateDigest;
}

/** The tables whose digest differs (empty when nothing changed). */
export function changedTables(before: StateDigest, after: StateDigest): string[] {
  return DIGEST_TABLES.filter((t) => before[t] !== after[t]);
}

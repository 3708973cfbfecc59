// The metrics' label vocabularies, apart from the registry so the code that records (the lease
// keeper, the database) does not load prom-client when the process exports no metrics.
/** How a shard lease changed hands here. */
export const LeaseChange = {
  acquired: 'acquired',
  lost: 'lost',
  released: 'released',
} as const;
export type LeaseChange = (typeof LeaseChange)[keyof typeof LeaseChange];

/** What a timed database call was: a whole transaction, or one statement outside any. */
export const DbKind = {
  transaction: 'transaction',
  select: 'select',
  insert: 'insert',
  update: 'update',
  delete: 'delete',
  other: 'other',
} as const;
export type DbKind = (typeof DbKind)[keyof typeof DbKind];

const STATEMENT_KINDS: Readonly<Record<string, DbKind>> = { select: DbKind.select, insert: DbKind.insert, update: DbKind.update, delete: DbKind.delete };

/** A statement's kind from its first word (`with …` and the rest are `other`). */
export function statementKind(sql: string): DbKind {
  let i = 0;
  while (i < sql.length && sql.charCodeAt(i) <= 32) i++;
  return STATEMENT_KINDS[sql.slice(i, i + 6).toLowerCase()] ?? DbKind.other;
}

/** The route label of a request no route matched: its raw URL would make the label set unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

// Database latency for the metrics, by statement kind: every statement run outside a transaction (the
// driver's own query call, so PGlite and PostgreSQL alike). Statements inside a transaction count in
// the transaction's time (db/transactions.ts times each one), not on their own.
import type { Database } from '../db/database.ts';
import type { Metrics } from './metrics.ts';
import { DbKind, statementKind } from './series-labels.ts';

/** Times the statements the database's driver runs outside transactions, from now on. */
export function timeStatements(database: Database, metrics: Pick<Metrics, 'database'>): void {
  database.observeStatements((sql, ms) => metrics.database(statementKind(sql), ms));
}

/** The timer trackTransactions takes: each transaction of the app's handle, as a whole. */
export const transactionTimer =
  (metrics: Pick<Metrics, 'database'>) =>
  (ms: number): void =>
    metrics.database(DbKind.transaction, ms);

// db.execute answers { rows } on both drivers (PGlite and node-postgres); older shapes are arrays.
export function rowsOf<T>(result: unknown): T[] {
  const withRows = result as { rows?: T[] };
  return withRows.rows ?? (result as T[]);
}

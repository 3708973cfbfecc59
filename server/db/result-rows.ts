// The rows of a raw `execute` answer, whichever driver gave it: node-postgres answers { rows }, and
// PGlite's drizzle driver an object with rows too (older ones an array).
export type RawRow = Record<string, unknown>;

export function resultRows(result: unknown): RawRow[] {
  const r = result as { rows?: RawRow[] } | RawRow[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

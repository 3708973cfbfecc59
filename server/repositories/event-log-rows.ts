// How the log's entries are stored (crawler_events): one row per entry, except that a crawler's
// consecutive position samples in one room share a row, a run. A run row takes the numbers of all
// its samples (seq to seq + span - 1), so every entry keeps its own number and the log reads the same
// as before; only this file and the repository know rows from entries. Why: a walking crawler is
// most of the log's rows, and at scale each row's own cost (its tuple, its key, its share of the
// statement) was the largest part of the live server's database work (decision 0045).
import type { LogEntry, NewLogEntry } from '#game/event-log.ts';

/**
 * The most samples one row holds. A reader looking for number n starts its key scan MAX_RUN - 1
 * numbers before n (a run that began there may reach it), so this bounds that extra read too.
 */
export const MAX_RUN = 32;

/** A row to insert: an entry, or a run of samples (`span` > 1) carried in `data.run`. */
export interface RowToStore {
  crawlerId: number;
  at: number;
  tick: number;
  roomId: number | null;
  kind: string;
  data: unknown;
  span: number;
}

/** A stored row as read back (`at` as the driver gives it). */
export interface StoredRow {
  seq: number;
  tick: number;
  at: Date;
  roomId: number | null;
  kind: string;
  data: unknown;
  span: number;
}

/**
 * A run's points, each [ms after the row's `at`, ticks after its `tick`, x, y], with a fifth element
 * 1 for a steady sample: small integers and two-decimal numbers, so a run of ten is ~250 bytes.
 */
type RunPoint = [number, number, number, number] | [number, number, number, number, 1];
interface RunData {
  run: RunPoint[];
}

type Moved = Extract<NewLogEntry, { kind: 'moved' }>;

/**
 * The rows of `entries`, in order: a crawler's consecutive samples in one room (up to MAX_RUN)
 * become one row; anything else is a row of its own. "Consecutive" is per crawler: another
 * crawler's entries in between do not break a run, the crawler's own other entries do.
 */
export function rowsToStore(entries: readonly NewLogEntry[], tickOf: (atMs: number) => number): RowToStore[] {
  const rows: RowToStore[] = [];
  // Each crawler's open run: its row and points, while its latest entry is a sample.
  const open = new Map<number, { row: RowToStore; first: Moved; points: RunPoint[] }>();
  for (const e of entries) {
    const tick = tickOf(e.at);
    if (e.kind !== 'moved') {
      open.delete(e.crawlerId);
      rows.push({ crawlerId: e.crawlerId, at: e.at, tick, roomId: e.roomId ?? null, kind: e.kind, data: e.data, span: 1 });
      continue;
    }
    const run = open.get(e.crawlerId);
    if (run && run.row.roomId === (e.roomId ?? null) && run.row.span < MAX_RUN && e.at >= run.row.at) {
      // The row becomes a run at its second sample; later ones extend the same points.
      if (run.row.span === 1) {
        run.points.push(pointOf(run.first, run.row.at, run.row.tick, run.row.tick));
        run.row.data = { run: run.points } satisfies RunData;
      }
      run.points.push(pointOf(e, run.row.at, run.row.tick, tick));
      run.row.span++;
      continue;
    }
    const row: RowToStore = { crawlerId: e.crawlerId, at: e.at, tick, roomId: e.roomId ?? null, kind: e.kind, data: e.data, span: 1 };
    rows.push(row);
    open.set(e.crawlerId, { row, first: e, points: [] });
  }
  return rows;
}

function pointOf(e: Moved, at0: number, tick0: number, tick: number): RunPoint {
  const p: RunPoint = [e.at - at0, tick - tick0, e.data.x, e.data.y];
  return e.data.steady ? [...p, 1] : p;
}

/** The entries a stored row holds, numbered from its seq. */
export function entriesOfRow(row: StoredRow): LogEntry[] {
  const at = row.at.getTime();
  if (row.span <= 1) return [{ seq: row.seq, tick: row.tick, at, roomId: row.roomId, kind: row.kind, data: row.data } as LogEntry];
  const { run } = row.data as RunData;
  return run.map(([dAt, dTick, x, y, steady], i) => ({
    seq: row.seq + i,
    tick: row.tick + dTick,
    at: at + dAt,
    roomId: row.roomId,
    kind: 'moved',
    data: steady === 1 ? { x, y, steady: true } : { x, y },
  }) as LogEntry);
}

/** The entries of `rows` (in seq order) numbered from `from` to `to` inclusive. */
export function entriesBetween(rows: readonly StoredRow[], from: number, to: number): LogEntry[] {
  const out: LogEntry[] = [];
  for (const row of rows) for (const e of entriesOfRow(row)) if (e.seq >= from && e.seq <= to) out.push(e);
  return out;
}

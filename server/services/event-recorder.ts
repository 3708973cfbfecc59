// Writes crawlers' log entries (game/event-log.ts) in the transactions of the facts they describe,
// and keeps the live rooms' position samples in memory until the next of those transactions (or the
// periodic flush) writes them: a sample is not an outcome, and writing each alone would cost a
// statement per crawler per second. Samples taken since the last write are lost if the process dies;
// acknowledged outcomes are not (they commit with their facts).
import { EVENT_LOG, samplesOnSteadyWalk, seasonTick, type NewLogEntry } from '#game/event-log.ts';
import type { Db } from '../db/database.ts';
import type { SQL } from 'drizzle-orm';
import { onTransactionEnd, retryOnConflict } from '../db/transactions.ts';
import type { Tx } from '../repositories/crawler-repository.ts';
import type { EventLogRepository } from '../repositories/event-log-repository.ts';

export interface EventRecorderDeps {
  db: Db;
  log: EventLogRepository;
  /** When the active season began (epoch ms): entries are stamped with the season's tick. */
  seasonStartMs: () => number;
}

type Sample = Extract<NewLogEntry, { kind: 'moved' }>;

export function createEventRecorder(deps: EventRecorderDeps) {
  const pending = new Map<number, Sample[]>();
  const lastKept = new Map<number, { at: number; x: number; y: number; roomId: number }>();
  /**
   * Each crawler's sample standing in for its latest position (replaced by the next): always the tail
   * of its pending list while it stands. A map by crawler, not a set of samples: sample() runs for
   * every accepted move, thousands a second, and a weak set's lookups showed in its profile.
   */
  const provisional = new Map<number, Sample>();
  const tickOf = (atMs: number) => seasonTick(atMs, deps.seasonStartMs());

  /**
   * The samples of `ids`, taken out of memory for `tx` to write. Should `tx` roll back (a deadlock's
   * victim runs again; a failed tick), they go back in front of any taken since: not lost.
   */
  function takeIn(tx: object, ids: readonly number[]): NewLogEntry[] {
    const out: NewLogEntry[] = [];
    const taken = new Map<number, Sample[]>();
    for (const id of ids) {
      const mine = pending.get(id);
      if (!mine) continue;
      pending.delete(id);
      taken.set(id, mine);
      out.push(...mine);
      // A provisional sample written now opens the next window: the log keeps at most one sample per
      // window plus one per write that took it.
      const tail = mine.at(-1)!;
      if (provisional.get(id) === tail) {
        provisional.delete(id);
        lastKept.set(id, { at: tail.at, x: tail.data.x, y: tail.data.y, roomId: tail.roomId! });
      }
    }
    if (taken.size) {
      onTransactionEnd(tx, (committed) => {
        if (committed) return;
        for (const [id, samples] of taken) pending.set(id, [...samples, ...(pending.get(id) ?? [])]);
      });
    }
    return out;
  }

  return {
    /**
     * Appends entries in `tx`, after the crawlers' samples still in memory (they happened first).
     * Call it inside the transaction that writes the facts the entries describe. `seasonStartMs`:
     * the entries' season began then (the season's end retires its crawlers with its own ticks,
     * whichever season this process serves by then).
     */
    async record(tx: Tx, entries: readonly NewLogEntry[], seasonStartMs?: number): Promise<void> {
      if (!entries.length) return;
      await deps.log.append(tx, entries, seasonStartMs === undefined ? tickOf : (atMs) => seasonTick(atMs, seasonStartMs), { take: (ids) => takeIn(tx, ids) });
    },

    /**
     * record's statements for a batch (db/batch.ts) whose transaction `tx` stands for: called when the
     * batch is built, so the samples are taken then (given back should it roll back).
     */
    statements(tx: object, entries: readonly NewLogEntry[]): SQL[] {
      if (!entries.length) return [];
      return deps.log.appendStatements(tx, entries, tickOf, { take: (ids) => takeIn(tx, ids) }).statements;
    },

    /**
     * A live crawler's position at `atMs`. At most one sample per EVENT_LOG.positionSampleMs is kept
     * for good; a move inside that window replaces the window's provisional last sample instead of
     * being dropped, so the log always holds where the crawler last stood (the trailing edge). Past
     * the window, a sample that continues a steady straight walk from the last kept one
     * (samplesOnSteadyWalk) replaces the provisional one too, marked `steady`: a walk is logged by its
     * ends and turns. A provisional sample that stood for such a walk is kept once the walk turns,
     * stops or changes pace, so no corner is cut.
     */
    sample(crawlerId: number, roomId: number, x: number, y: number, atMs: number): void {
      const list = pending.get(crawlerId) ?? [];
      const tail = list.at(-1);
      let prev: Sample | undefined;
      if (tail && provisional.get(crawlerId) === tail) {
        list.pop();
        provisional.delete(crawlerId);
        prev = tail;
      }
      // The last kept sample, when it is in this room (a sample in another room starts afresh).
      let kept = lastKept.get(crawlerId);
      if (kept?.roomId !== roomId) kept = undefined;
      const s: Sample = { crawlerId, at: atMs, roomId, kind: 'moved', data: { x: round2(x), y: round2(y) } };
      const steady = kept !== undefined && prev !== undefined && samplesOnSteadyWalk(kept, { at: prev.at, x: prev.data.x, y: prev.data.y }, { at: atMs, x, y });
      // The provisional sample stands for a steady walk past the window: this one goes on with it, or it is kept.
      const pastWindow = kept !== undefined && prev !== undefined && prev.at - kept.at >= EVENT_LOG.positionSampleMs;
      if (pastWindow && !steady && prev) {
        list.push(prev);
        kept = { at: prev.at, x: prev.data.x, y: prev.data.y, roomId };
        lastKept.set(crawlerId, kept);
      }
      if (pastWindow && steady) {
        s.data.steady = true;
        provisional.set(crawlerId, s);
        list.push(s);
      } else if (kept && (x - kept.x) ** 2 + (y - kept.y) ** 2 < EVENT_LOG.positionSampleMinDistance ** 2) {
        // Back where the last kept sample stands: that sample says it already.
      } else if (kept && atMs - kept.at < EVENT_LOG.positionSampleMs) {
        provisional.set(crawlerId, s);
        list.push(s);
      } else if (steady) {
        s.data.steady = true;
        provisional.set(crawlerId, s);
        list.push(s);
      } else {
        lastKept.set(crawlerId, { at: atMs, x, y, roomId });
        list.push(s);
      }
      if (list.length) pending.set(crawlerId, list);
      else pending.delete(crawlerId);
    },

    /** The crawler left the live rooms: its next sample starts afresh. */
    forget(crawlerId: number): void {
      lastKept.delete(crawlerId);
    },

    /** Writes the samples of the crawlers `which` picks (all when omitted) in their own transaction. */
    async flushSamples(which?: (crawlerId: number) => boolean): Promise<number> {
      const wanted = which ? [...pending.keys()].filter(which) : [...pending.keys()];
      if (!wanted.length) return 0;
      // On PGlite, one batch (one crossing of the worker's thread, db/batch.ts).
      if (deps.log.batch) {
        let n = 0;
        await deps.log.batch((tx) => {
          const { statements, appended } = deps.log.appendStatements(tx, [], tickOf, { crawlerIds: wanted, take: (ids) => takeIn(tx, ids) });
          n = appended;
          return statements;
        });
        return n;
      }
      return retryOnConflict(() => deps.db.transaction((tx) => deps.log.append(tx, [], tickOf, { crawlerIds: wanted, take: (ids) => takeIn(tx, ids) })));
    },

    /** Samples waiting to be written (for tests and the hub's stats). */
    pendingSamples: () => [...pending.values()].reduce((n, l) => n + l.length, 0),
    tickOf,
  };
}
export type EventRecorder = ReturnType<typeof createEventRecorder>;

/** Positions are kept to two decimals: a hundredth of a room is finer than a pixel of the view. */
function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

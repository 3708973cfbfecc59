// The crawlers' append-only logs (game/event-log.ts). An append runs inside the caller's
// transaction, the one that writes the fact the entries describe, so an entry exists exactly when its
// fact does. Numbers come from each crawler's head row: the upsert takes the row's lock, so appends
// to one crawler's log are ordered and a rolled-back one gives its numbers back (no gap, no duplicate).
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { NOTABLE_ROOM_TYPES } from '#game/activity-feed.ts';
import type { LogEntry, NewLogEntry } from '#game/event-log.ts';
import type { Db } from '../db/database.ts';
import { batchRunner } from '../db/batch.ts';
import { resultRows as rowsOf } from '../db/result-rows.ts';
import { crawlerEvent } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';
import { entriesBetween, entriesOfRow, MAX_RUN, rowsToStore } from './event-log-rows.ts';

/** Sequence numbers are int4: a page that would reach past the largest ends there (the database refuses a bigger bound). */
const SEQ_MAX = 2_147_483_647;
/**
 * The rows that can make activities (game/activity-feed.ts FEED_KINDS; swings and rests only by
 * standing orders): the very predicate of the partial index crawler_events_feed_idx (schema.ts), so
 * the planner can read the feed off it.
 */
const FEED_ROWS = sql.raw(
  "(e.kind in ('sponsored', 'entered_room', 'rewarded', 'died', 'picked_up', 'gift_arrived', 'bought', 'sold') or (e.kind in ('attacked', 'rested') and e.data->>'by' = 'orders'))",
);

type EventRow = typeof crawlerEvent.$inferSelect;

/** The entries of rows read in seq order (a run of samples is several: event-log-rows.ts). */
const entriesOf = (rows: readonly EventRow[]): LogEntry[] => rows.flatMap(entriesOfRow);

/**
 * The first number a row holding an entry numbered `seq` or later can have: a run that began up to
 * MAX_RUN - 1 numbers before may reach it. Keeps a reader's key range bounded (and within int4).
 */
const rowsFrom = (seq: number) => Math.max(-SEQ_MAX, seq - (MAX_RUN - 1));

/** Entries to append and where more come from (the position samples still in memory). */
interface More {
  crawlerIds?: readonly number[];
  take: (crawlerIds: number[]) => NewLogEntry[];
}

/** The crawlers an append touches, in order (their heads are locked in that order: no deadlock). */
const crawlersOf = (entries: readonly NewLogEntry[], more?: More): number[] =>
  [...new Set([...entries.map((e) => e.crawlerId), ...(more?.crawlerIds ?? [])])].sort((a, b) => a - b);

/**
 * Locks the heads of `ids` (created at 0 if new), in crawler order. Arrays are bound as one
 * parameter each (unnest): cheaper for the database than a JSON document of rows to take apart, on
 * PGlite and PostgreSQL alike.
 */
const lockHeads = (ids: readonly number[]): SQL => sql`
  insert into crawler_event_heads (crawler_id, last_seq)
  select v.id, 0 from unnest(${sql.param(ids)}::int[]) as v(id) order by v.id
  on conflict (crawler_id) do update set last_seq = crawler_event_heads.last_seq`;

/**
 * Inserts `all` (their heads locked by lockHeads in this transaction) and advances the heads. A
 * crawler's consecutive samples go in as one row (event-log-rows.ts). Each row's number is its
 * crawler's head plus the entries of the crawler's rows kept before it, plus one (a running sum of
 * the spans, in order: `with ordinality`): numbered by the database, so the statement needs no answer
 * of lockHeads and both can go in one batch (db/batch.ts). A retired crawler's entries other than
 * 'retired' are dropped before they are numbered, so no number is skipped.
 */
function insertEntries(ids: readonly number[], all: readonly NewLogEntry[], tickOf: (atMs: number) => number): SQL {
  const rows = rowsToStore(all, tickOf);
  const n = rows.length;
  const cols = { c: new Array<number>(n), t: new Array<number>(n), a: new Array<string>(n), r: new Array<number | null>(n), k: new Array<string>(n), d: new Array<string>(n), s: new Array<number>(n) };
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    cols.c[i] = row.crawlerId;
    cols.t[i] = row.tick;
    cols.a[i] = new Date(row.at).toISOString();
    cols.r[i] = row.roomId;
    cols.k[i] = row.kind;
    cols.d[i] = JSON.stringify(row.data);
    cols.s[i] = row.span;
  }
  // The heads are read and updated through their key for the append's crawlers (the array): the
  // planner cannot size what unnest or the insert return, and a guess had it scan every head row.
  return sql`
    with closed as (select c.id from crawlers c where c.id = any(${sql.param(ids)}::int[]) and c.retired_at is not null),
    kept as (
      select v.c, v.t, v.a, v.r, v.k, v.d, v.s, (sum(v.s) over (partition by v.c order by v.o))::int - v.s + 1 as rank
      from unnest(${sql.param(cols.c)}::int[], ${sql.param(cols.t)}::int[], ${sql.param(cols.a)}::timestamptz[],
                  ${sql.param(cols.r)}::int[], ${sql.param(cols.k)}::text[], ${sql.param(cols.d)}::jsonb[], ${sql.param(cols.s)}::int[]) with ordinality as v(c, t, a, r, k, d, s, o)
      where v.k = 'retired' or v.c not in (select id from closed)),
    added as (
      insert into crawler_events (crawler_id, seq, tick, at, room_id, kind, data, span)
      select kept.c, h.last_seq + kept.rank, kept.t, kept.a, kept.r, kept.k, kept.d, kept.s
      from kept join crawler_event_heads h on h.crawler_id = kept.c and h.crawler_id = any(${sql.param(ids)}::int[])
      returning crawler_id, seq + span - 1 as last)
    update crawler_event_heads h set last_seq = m.last from (select crawler_id, max(last) as last from added group by crawler_id) m
    where h.crawler_id = any(${sql.param(ids)}::int[]) and h.crawler_id = m.crawler_id`;
}

export function createEventLogRepository(db: Db) {
  return {
    /** Runs statements (appendStatements') as one batch, db/batch.ts; null on PostgreSQL (append's interactive transaction). */
    batch: batchRunner(db),

    /**
     * Appends entries (in order per crawler) inside `tx`, in two statements whatever their number.
     * First the crawlers' heads are locked (created at 0 if new; in crawler order, so two appends
     * cannot deadlock); then `more(ids)` may add entries for those crawlers (the position samples
     * still in memory: taken only once the lock is held, so a later append always numbers later
     * samples); then every entry is inserted with the next numbers and the heads advanced.
     * A retired crawler's log is closed: its 'retired' entry is the last, and whatever a live room
     * still had for it (another process may have ended the season a moment ago) is dropped.
     */
    async append(tx: Tx, entries: readonly NewLogEntry[], tickOf: (atMs: number) => number, more?: More): Promise<number> {
      const ids = crawlersOf(entries, more);
      if (!ids.length) return 0;
      await tx.execute(lockHeads(ids));
      const all = more ? [...more.take(ids), ...entries] : entries;
      if (!all.length) return 0;
      await tx.execute(insertEntries(ids, all, tickOf));
      return all.length;
    },

    /**
     * The same append as statements for a batch (db/batch.ts) whose transaction `tx` stands for, and
     * the number of entries. Called when the batch is built, which is when the samples are taken; on
     * PGlite, which runs one transaction at a time in the order they are sent, that orders them with
     * every other append as the lock does on PostgreSQL. (`tx`: for wrappers that count on commit.)
     */
    appendStatements(_tx: object, entries: readonly NewLogEntry[], tickOf: (atMs: number) => number, more?: More): { statements: SQL[]; appended: number } {
      const ids = crawlersOf(entries, more);
      const all = !ids.length ? [] : more ? [...more.take(ids), ...entries] : entries;
      return all.length ? { statements: [lockHeads(ids), insertEntries(ids, all, tickOf)], appended: all.length } : { statements: [], appended: 0 };
    },

    /** A crawler's entries from `fromSeq` on (inclusive), oldest first, at most `limit` (the page's end kept within int4). */
    async page(crawlerId: number, fromSeq: number, limit: number): Promise<LogEntry[]> {
      const to = Math.min(fromSeq + limit - 1, SEQ_MAX);
      const rows = await db
        .select()
        .from(crawlerEvent)
        .where(and(eq(crawlerEvent.crawlerId, crawlerId), gte(crawlerEvent.seq, rowsFrom(fromSeq)), lte(crawlerEvent.seq, to), sql`${crawlerEvent.seq} + ${crawlerEvent.span} > ${fromSeq}`))
        .orderBy(asc(crawlerEvent.seq));
      return entriesBetween(rows, fromSeq, to);
    },

    /** The newest `n` entries of a crawler's log, oldest first (optionally of some kinds only). */
    async tail(crawlerId: number, n: number, kinds?: readonly string[]): Promise<LogEntry[]> {
      // Every row holds at least one entry: the newest n rows hold the newest n entries.
      const rows = await db
        .select()
        .from(crawlerEvent)
        .where(kinds ? and(eq(crawlerEvent.crawlerId, crawlerId), inArray(crawlerEvent.kind, [...kinds])) : eq(crawlerEvent.crawlerId, crawlerId))
        .orderBy(desc(crawlerEvent.seq))
        .limit(n);
      return n > 0 ? entriesOf(rows.reverse()).slice(-n) : [];
    },

    /**
     * The newest `n` actions standing orders took (entries with `by: 'orders'`), newest
     * first, among the crawler's last `window` entries: a bounded walk back along its primary key.
     */
    async recentByOrders(crawlerId: number, n: number, window = 500): Promise<LogEntry[]> {
      const rows = await db
        .select()
        .from(crawlerEvent)
        .where(and(eq(crawlerEvent.crawlerId, crawlerId), gte(crawlerEvent.seq, sql`(select coalesce(max(h.last_seq), 0) - ${window} from crawler_event_heads h where h.crawler_id = ${crawlerId})`), sql`${crawlerEvent.data}->>'by' = 'orders'`))
        .orderBy(desc(crawlerEvent.seq))
        .limit(n);
      // A run of samples has no 'by': these are single entries.
      return entriesOf(rows);
    },

    /** The whole log, oldest first (a life is bounded: see bench/README.md for its size). */
    async all(crawlerId: number, tx: Tx = db): Promise<LogEntry[]> {
      const rows = await tx.select().from(crawlerEvent).where(eq(crawlerEvent.crawlerId, crawlerId)).orderBy(asc(crawlerEvent.seq));
      return entriesOf(rows);
    },

    /**
     * The newest entries of a sponsor's crawlers that make activities (game/activity-feed.ts), with
     * the crawler's name, serial and health: the feed's one query (crawler_events_feed_idx).
     */
    async feedForUser(userId: string, limit: number) {
      const res = await db.execute(sql`
        select e.crawler_id, e.seq, e.tick, e.at, e.room_id, e.kind, e.data, c.name, c.serial, c.health, c.max_health
        from crawler_events e join crawlers c on c.id = e.crawler_id
        where c.user_id = ${userId}
          and ${FEED_ROWS}
          and (e.kind <> 'entered_room' or e.data->>'direction' = 'down' or e.data->>'by' = 'orders'
               or ((e.data->>'discovered')::boolean and e.data->>'roomType' in (${sql.join(NOTABLE_ROOM_TYPES.map((t) => sql`${t}`), sql`, `)})))
        order by e.at desc, e.seq desc
        limit ${limit}`);
      return rowsOf(res).map((r) => ({
        crawler: { id: Number(r.crawler_id), name: String(r.name), serial: String(r.serial), health: Number(r.health), maxHealth: Number(r.max_health) },
        // The feed's kinds are never a run of samples: one entry per row.
        entry: entriesOfRow({
          seq: Number(r.seq),
          tick: Number(r.tick),
          at: r.at instanceof Date ? r.at : new Date(String(r.at)),
          roomId: r.room_id === null ? null : Number(r.room_id),
          kind: String(r.kind),
          data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
          span: 1,
        })[0]!,
      }));
    },

    /** A crawler's entries of `kinds` numbered after `afterSeq`, oldest first (a quest's progress). */
    async after(crawlerId: number, afterSeq: number, kinds: readonly string[], tx: Tx = db): Promise<LogEntry[]> {
      const from = Math.min(afterSeq + 1, SEQ_MAX);
      const rows = await tx
        .select()
        .from(crawlerEvent)
        .where(and(eq(crawlerEvent.crawlerId, crawlerId), gte(crawlerEvent.seq, rowsFrom(from)), sql`${crawlerEvent.seq} + ${crawlerEvent.span} > ${from}`, inArray(crawlerEvent.kind, [...kinds])))
        .orderBy(asc(crawlerEvent.seq));
      return entriesBetween(rows, from, SEQ_MAX);
    },

    /** The number the next entry of each crawler would get, minus one (0 for an empty log). */
    async lastSeq(crawlerId: number, tx: Tx = db): Promise<number> {
      const r = await tx.execute(sql`select last_seq from crawler_event_heads where crawler_id = ${crawlerId}`);
      const row = rowsOf(r)[0];
      return row ? Number(row.last_seq) : 0;
    },
  };
}
export type EventLogRepository = ReturnType<typeof createEventLogRepository>;

